import { PUSH_TOPICS } from '../../domain/shared/constants';
import { isGatewayError } from '../ports/gateway-error';
import type { Logger } from '../ports/logger.port';
import type { PushNotifications, PushPermission } from '../ports/push.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';

/** The browser's notification permission as the signed-in screens show it, and whether the console is asking now. */
export interface PushPermissionState {
  readonly permission: PushPermission;
  readonly asking: boolean;
}

/**
 * SPEC §9 pushes need the browser's notification permission where the provider is the browser's push service. Sign-in
 * subscribes without a click, which browsers may refuse to ask for (a reload with a kept session, a dismissed prompt):
 * this flow follows the permission and asks again from the operator's click (enable), subscribing the topics once it is
 * granted. start() listens, dispose() stops. A screen owns one (transient).
 */
export class PushPermissionFlow {
  private current: PushPermissionState;
  private readonly changes = new Emitter<PushPermissionState>();
  private readonly subscriptions = new DisposableStore();

  constructor(
    private readonly push: PushNotifications,
    private readonly logger: Logger,
  ) {
    this.current = { permission: push.permission(), asking: false };
  }

  start(): void {
    if (this.subscriptions.size > 0) return;
    this.subscriptions.add(this.push.onPermissionChange((permission) => this.show({ ...this.current, permission })));
    this.show({ ...this.current, permission: this.push.permission() });
  }

  state(): PushPermissionState {
    return this.current;
  }

  onChange(listener: (state: PushPermissionState) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  /** From the operator's click: the adapter is called before anything is awaited, within the click's grace. */
  async enable(): Promise<void> {
    if (this.current.asking) return;
    const answer = this.push.enable(PUSH_TOPICS);
    this.show({ ...this.current, asking: true });
    let permission: PushPermission;
    try {
      permission = await answer;
    } catch (error) {
      this.logger.warning('push notifications could not be enabled', { kind: isGatewayError(error) ? error.kind : 'unknown' });
      permission = this.push.permission();
    }
    this.show({ permission, asking: false });
  }

  dispose(): void {
    this.subscriptions.clear();
    this.changes.dispose();
  }

  private show(state: PushPermissionState): void {
    this.current = state;
    this.changes.fire(state);
  }
}
