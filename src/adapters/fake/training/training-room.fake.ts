import type { TabChannel, TrainingChannel } from '../../../application/training/ports/training-channel.port';
import type { TrainingRoom } from '../../../application/training/ports/training-room.port';
import type { KeptDrill } from '../../../domain/training/kept-drill';
import { readTrainingMessage, type TrainingMessage } from '../../../domain/training/training-protocol';
import { HeldRoom } from '../../shared/held-room';
import { FakeTabChannels } from './training-channel.fake';

/**
 * A room driven by hand (tests): desks come and go with `setDesks`, and each desk has its own channel, whose other end
 * (`deskEnd`) plays that trainee desk.
 */
export class FakeTrainingRoom extends HeldRoom implements TrainingRoom {
  private readonly channels = new Map<string, FakeTabChannels<TrainingMessage>>();
  private readonly ends = new Map<string, TabChannel<TrainingMessage>>();
  /** The room's trainer password; null leaves it open. */
  private password: string | null = null;
  /** The passwords the console gave, in order. */
  readonly given: string[] = [];

  /** The room asks this password from now on (the console must unlock it). */
  lock(password: string): void {
    this.password = password;
    this.show({ access: 'password-needed' });
  }

  unlock(password: string): void {
    this.given.push(password);
    this.show({ access: this.password === null || password === this.password ? 'following' : 'password-refused' });
  }

  setDesks(desks: readonly string[]): void {
    this.show({ desks });
  }

  /** The room's server kept these finished drills. */
  setKeptDrills(drills: readonly KeptDrill[]): void {
    this.showKept(drills);
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
    this.stopEvents();
  }

  private channelsOf(desk: string): FakeTabChannels<TrainingMessage> {
    const channels = this.channels.get(desk) ?? new FakeTabChannels(readTrainingMessage);
    this.channels.set(desk, channels);
    return channels;
  }
}
