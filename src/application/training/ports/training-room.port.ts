import type { Unsubscribe } from '../../ports/subscription';
import type { TrainingChannel } from './training-channel.port';
import type { KeptDrill } from '../../../domain/training/kept-drill';

/**
 * The trainee desks a trainer's console reaches: the desks present now (on the served console, each account signed in
 * over the wire, by its e-mail; in the demo, this browser's own tabs as one desk) and a training channel to each.
 */
export interface TrainingRoom {
  desks(): readonly string[];
  /** Every change of the desks present. */
  onDesks(listener: () => void): Unsubscribe;
  /** The channel to one desk: its reports only, and commands that reach it alone. */
  channel(desk: string): TrainingChannel;
  /** The finished drills the room keeps, as kept (the served room's server keeps them; the demo's keeps none). */
  keptDrills(): readonly KeptDrill[];
  /** Every change of the kept drills. */
  onKeptDrills(listener: () => void): Unsubscribe;
  close(): void;
}
export const TrainingRoom = Symbol.for('TrainingRoom');
