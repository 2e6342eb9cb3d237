import { ConnectivityFlow, type ConnectivityEvent } from '../../application/session/connectivity.flow';
import { DelayFlow } from '../../application/shared/delay.flow';
import type { Services } from '../shared/services';
import { makeObservableExcept } from '../shared/make-observable-except';

/** The browser's connectivity changes (ConnectivityFlow of the application layer). */
export interface ConnectivitySource {
  start(): void;
  isOnline(): boolean;
  onEvent(listener: (event: ConnectivityEvent) => void): () => void;
}

/** How long 'Back to online' stays before the banner hides. */
export const BACK_ONLINE_BANNER_MS = 4_000;

export type ConnectivityBanner = ConnectivityEvent | null;

/**
 * SPEC §2 Other, §8: a banner when the browser goes offline ('Connection lost! …') and when it is back
 * ('Back to online', shown for a few seconds).
 */
export class ConnectivityViewModel {
  banner: ConnectivityBanner = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly deps: {
      readonly connectivity: ConnectivitySource;
      /** Hides 'Back to online' after a while (a DelayFlow, on the Clock). */
      readonly hide: Pick<DelayFlow, 'schedule' | 'cancel'>;
    },
    _params: Readonly<Record<string, never>> = {},
  ) {
    makeObservableExcept(this, ['deps', 'unsubscribe']);
  }

  start(): void {
    this.dispose();
    this.deps.connectivity.start();
    if (!this.deps.connectivity.isOnline()) this.banner = 'offline';
    this.unsubscribe = this.deps.connectivity.onEvent((event) => this.onEvent(event));
  }

  onEvent(event: ConnectivityEvent): void {
    this.deps.hide.cancel();
    this.banner = event;
    if (event === 'back-online') this.deps.hide.schedule(BACK_ONLINE_BANNER_MS, () => this.dismiss());
  }

  dismiss(): void {
    this.banner = null;
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.deps.hide.cancel();
  }
}

export function createConnectivityViewModel(services: Services): ConnectivityViewModel {
  return new ConnectivityViewModel({ connectivity: services.get(ConnectivityFlow), hide: services.get(DelayFlow) });
}
