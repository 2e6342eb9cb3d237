import { Emitter } from '../shared/emitter';
import type { Unsubscribe } from '../ports/subscription';

/**
 * Says that the tenant's predefined descriptions changed (the admin screen saved or deleted one), so a screen showing
 * them as quick choices reads them again at once instead of keeping what it read when it opened.
 */
export class PredefinedDescriptionsChanges {
  private readonly emitter = new Emitter<void>();

  readonly subscribe = (listener: () => void): Unsubscribe => this.emitter.event(listener);

  changed(): void {
    this.emitter.fire();
  }
}
