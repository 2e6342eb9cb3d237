import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import type { TabChannel, TrainingChannel } from '../../../application/training/ports/training-channel.port';
import type { RoomAccess, TrainingRoom } from '../../../application/training/ports/training-room.port';
import type { KeptDrill } from '../../../domain/training/kept-drill';
import { readTrainingMessage, type TrainingMessage } from '../../../domain/training/training-protocol';
import { FakeTabChannels } from './training-channel.fake';

/**
 * A room driven by hand (tests): desks come and go with `setDesks`, and each desk has its own channel, whose other end
 * (`deskEnd`) plays that trainee desk.
 */
export class FakeTrainingRoom implements TrainingRoom {
  private present: readonly string[] = [];
  private readonly changes = new Emitter<void>();
  private readonly channels = new Map<string, FakeTabChannels<TrainingMessage>>();
  private readonly ends = new Map<string, TabChannel<TrainingMessage>>();
  private kept: readonly KeptDrill[] = [];
  private state: RoomAccess = 'following';
  /** The room's trainer password; null leaves it open. */
  private password: string | null = null;
  /** The passwords the console gave, in order. */
  readonly given: string[] = [];
  private readonly keptChanges = new Emitter<void>();

  /** The room asks this password from now on (the console must unlock it). */
  lock(password: string): void {
    this.password = password;
    this.state = 'password-needed';
    this.changes.fire();
  }

  access(): RoomAccess {
    return this.state;
  }

  unlock(password: string): void {
    this.given.push(password);
    this.state = this.password === null || password === this.password ? 'following' : 'password-refused';
    this.changes.fire();
  }

  setDesks(desks: readonly string[]): void {
    this.present = [...desks];
    this.changes.fire();
  }

  desks(): readonly string[] {
    return this.present;
  }

  onDesks(listener: () => void): Unsubscribe {
    return this.changes.event(listener);
  }

  /** The room's server kept these finished drills. */
  setKeptDrills(drills: readonly KeptDrill[]): void {
    this.kept = [...drills];
    this.keptChanges.fire();
  }

  keptDrills(): readonly KeptDrill[] {
    return this.kept;
  }

  onKeptDrills(listener: () => void): Unsubscribe {
    return this.keptChanges.event(listener);
  }

  channel(desk: string): TrainingChannel {
    return this.channelsOf(desk).open();
  }

  /** The desk's end of its channel: what a trainee desk hears and reports. */
  deskEnd(desk: string): TabChannel<TrainingMessage> {
    const end = this.ends.get(desk) ?? this.channelsOf(desk).open();
    this.ends.set(desk, end);
    return end;
  }

  close(): void {
    this.changes.dispose();
    this.keptChanges.dispose();
  }

  private channelsOf(desk: string): FakeTabChannels<TrainingMessage> {
    const channels = this.channels.get(desk) ?? new FakeTabChannels(readTrainingMessage);
    this.channels.set(desk, channels);
    return channels;
  }
}
