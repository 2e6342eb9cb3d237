import { ConnectivityFlow, type ConnectivityEvent } from '../../application/session/connectivity.flow';
import { DelayFlow } from '../../application/shared/delay.flow';
import type { Services } from '../shared/services';
import { makeObservableExcept } from '../shared/make-observable-except';
import { DisposableStore } from '../../application/shared/disposable-store';

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
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: {
      readonly connectivity: ConnectivitySource;
      /** Hides 'Back to online' after a while (a DelayFlow, on the Clock). */
      readonly hide: Pick<DelayFlow, 'schedule' | 'cancel'>;
    },
    _params: Readonly<Record<string, never>> = {},
  ) {
    makeObservableExcept(this, ['deps', 'disposables']);
  }

  start(): void {
    this.dispose();
    this.deps.connectivity.start();
    if (!this.deps.connectivity.isOnline()) this.banner = 'offline';
    this.disposables.add(this.deps.connectivity.onEvent((event) => this.onEvent(event)));
    this.disposables.add(() => this.deps.hide.cancel());
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
    this.disposables.clear();
  }
}

export function createConnectivityViewModel(services: Services): ConnectivityViewModel {
  return new ConnectivityViewModel({ connectivity: services.get(ConnectivityFlow), hide: services.get(DelayFlow) });
}
