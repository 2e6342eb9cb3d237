import type { Unsubscribe } from '../../ports/subscription';
import type { TrainingChannel } from './training-channel.port';
import type { KeptDrill } from '../../../domain/training/kept-drill';

/**
 * Whether this console follows the room: it does, or the room asks the trainer's password (none given yet, or the one
 * given was refused).
 */
export type RoomAccess = 'following' | 'password-needed' | 'password-refused';

/**
 * The trainee desks a trainer's console reaches: the desks present now (on the served console, each account signed in
 * over the wire, by its e-mail; in the demo, this browser's own tabs as one desk) and a training channel to each.
 */
export interface TrainingRoom {
  desks(): readonly string[];
  /** Every change of the desks present (and of the access). */
  onDesks(listener: () => void): Unsubscribe;
  access(): RoomAccess;
  /** Follows the room with the trainer's password (the served room asks for it; the demo's is open). */
  unlock(password: string): void;
  /** The channel to one desk: its reports only, and commands that reach it alone. */
  channel(desk: string): TrainingChannel;
  /** The finished drills the room keeps, as kept (the served room's server keeps them; the demo's keeps none). */
  keptDrills(): readonly KeptDrill[];
  /** Every change of the kept drills. */
  onKeptDrills(listener: () => void): Unsubscribe;
  close(): void;
}
export const TrainingRoom = Symbol.for('TrainingRoom');
