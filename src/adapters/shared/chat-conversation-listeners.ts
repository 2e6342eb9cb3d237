import type { Unsubscribe } from '../../application/ports/subscription';
import { DisposableStore } from '../../application/shared/disposable-store';

/**
 * The listener half of an open chat conversation, the same for Twilio's and the demo world's: a listener asked for
 * once the conversation was left is never attached, and leaving detaches every listener.
 */
export abstract class ChatConversationListeners {
  private readonly subscriptions = new DisposableStore();
  private ended = false;

  /** Whether leave() was called. */
  protected get left(): boolean {
    return this.ended;
  }

  /** Attaches a listener with `attach` (which answers how to detach it), unless the conversation was left. */
  protected attach(attach: () => Unsubscribe): Unsubscribe {
    if (this.ended) return () => {};
    const detach = this.subscriptions.add(attach());
    return () => this.subscriptions.delete(detach);
  }

  /** Detaches every listener; true on the first call only, when the conversation itself is then left. */
  protected endListening(): boolean {
    this.subscriptions.dispose();
    if (this.ended) return false;
    this.ended = true;
    return true;
  }
}
