import type { Unsubscribe } from '../../../application/ports/subscription';
import type { TabChannel } from '../../../application/training/ports/training-channel.port';
import { Emitter } from '../../../application/shared/emitter';

/**
 * Tabs of one browser in one process (tests, the headless runner): each `open()` is a tab's end of a channel; a post
 * reaches every other end (never its own) as a structured copy read back by `read`, as a BroadcastChannel would
 * deliver it. `delivery: 'later'` delivers on a microtask, as a BroadcastChannel does on a later task; 'now' at once.
 */
export class FakeTabChannels<M> {
  private readonly ends = new Set<Emitter<M>>();

  constructor(
    private readonly read: (value: unknown) => M | null,
    private readonly delivery: 'now' | 'later' = 'now',
  ) {}

  open(): TabChannel<M> {
    const own = new Emitter<M>();
    this.ends.add(own);
    return {
      post: (message) => {
        const copy = this.read(structuredClone(message));
        if (!copy) return;
        for (const end of [...this.ends]) {
          if (end === own) continue;
          if (this.delivery === 'now') end.fire(copy);
          else queueMicrotask(() => this.ends.has(end) && end.fire(copy));
        }
      },
      onMessage: (listener): Unsubscribe => own.event(listener),
      close: () => {
        this.ends.delete(own);
        own.dispose();
      },
    };
  }
}
