import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import { readTrainingMessage, type TrainingChannel, type TrainingMessage } from './caller-protocol';

/**
 * Broadcast channels in one process (tests, the headless runner): every end opened on the bus hears what the others
 * post, a moment later (a microtask, as a BroadcastChannel delivers on a later task), as a structured copy.
 */
export class TrainingBus {
  private readonly ends = new Set<Emitter<TrainingMessage>>();

  open(): TrainingChannel {
    const own = new Emitter<TrainingMessage>();
    this.ends.add(own);
    return {
      post: (message) => {
        const copy = readTrainingMessage(structuredClone(message));
        if (!copy) return;
        for (const end of this.ends) if (end !== own) queueMicrotask(() => this.ends.has(end) && end.fire(copy));
      },
      onMessage: (listener): Unsubscribe => own.event(listener),
      close: () => {
        this.ends.delete(own);
        own.dispose();
      },
    };
  }
}
