import type { TrainingChannel } from '../../../application/ports/training-channel.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import { readTrainingMessage, TRAINING_CHANNEL, type TrainingMessage } from '../../../domain/training/training-protocol';

/** The minimal BroadcastChannel this adapter needs (the browser's, or Node's global one). */
export interface BroadcastLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

/**
 * The training channel between the demo's tabs: a BroadcastChannel on TRAINING_CHANNEL. What is heard is checked
 * (readTrainingMessage) so a stray post never reaches the console.
 */
export class BroadcastTrainingChannel implements TrainingChannel {
  private readonly heard = new Emitter<TrainingMessage>();
  private readonly channel: BroadcastLike;

  constructor(open: (name: string) => BroadcastLike = (name) => new BroadcastChannel(name) as unknown as BroadcastLike) {
    this.channel = open(TRAINING_CHANNEL);
    this.channel.onmessage = (event) => {
      const message = readTrainingMessage(event.data);
      if (message) this.heard.fire(message);
    };
  }

  post(message: TrainingMessage): void {
    this.channel.postMessage(message);
  }

  onMessage(listener: (message: TrainingMessage) => void): Unsubscribe {
    return this.heard.event(listener);
  }

  close(): void {
    this.channel.onmessage = null;
    this.channel.close();
    this.heard.dispose();
  }
}
