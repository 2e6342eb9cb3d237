import type { TrainingChannel } from '../../../application/ports/training-channel.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import type { TrainingMessage } from '../../../domain/training/training-protocol';

/**
 * Tabs of one browser for tests: each `open()` is a tab's end of the training channel; a post reaches every other end
 * (never its own), synchronously, as a structured clone would (a JSON copy).
 */
export class FakeTrainingChannels {
  private readonly ends = new Set<FakeTrainingChannel>();

  open(): FakeTrainingChannel {
    const end = new FakeTrainingChannel(
      (message, from) => {
        for (const other of [...this.ends]) if (other !== from) other.deliver(JSON.parse(JSON.stringify(message)) as TrainingMessage);
      },
      (closed) => this.ends.delete(closed),
    );
    this.ends.add(end);
    return end;
  }
}

export class FakeTrainingChannel implements TrainingChannel {
  private readonly heard = new Emitter<TrainingMessage>();
  /** Everything this end posted, in order. */
  readonly posted: TrainingMessage[] = [];

  constructor(
    private readonly send: (message: TrainingMessage, from: FakeTrainingChannel) => void,
    private readonly closed: (end: FakeTrainingChannel) => void,
  ) {}

  post(message: TrainingMessage): void {
    this.posted.push(message);
    this.send(message, this);
  }

  onMessage(listener: (message: TrainingMessage) => void): Unsubscribe {
    return this.heard.event(listener);
  }

  deliver(message: TrainingMessage): void {
    this.heard.fire(message);
  }

  close(): void {
    this.closed(this);
    this.heard.dispose();
  }
}
