import { makeAutoObservable } from 'mobx';
import { ConnectivityFlow, type ConnectivityEvent } from '../../application/session/connectivity.flow';
import type { Services } from '../app/services';

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
  private hideTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly deps: { readonly connectivity: ConnectivitySource },
    _params: Readonly<Record<string, never>> = {},
  ) {
    makeAutoObservable<ConnectivityViewModel, 'deps' | 'unsubscribe' | 'hideTimer'>(this, {
      deps: false,
      unsubscribe: false,
      hideTimer: false,
    });
  }

  start(): void {
    this.dispose();
    this.deps.connectivity.start();
    if (!this.deps.connectivity.isOnline()) this.banner = 'offline';
    this.unsubscribe = this.deps.connectivity.onEvent((event) => this.onEvent(event));
  }

  onEvent(event: ConnectivityEvent): void {
    clearTimeout(this.hideTimer);
    this.banner = event;
    if (event === 'back-online') this.hideTimer = setTimeout(() => this.dismiss(), BACK_ONLINE_BANNER_MS);
  }

  dismiss(): void {
    this.banner = null;
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    clearTimeout(this.hideTimer);
  }
}

export function createConnectivityViewModel(services: Services): ConnectivityViewModel {
  return new ConnectivityViewModel({ connectivity: services.get(ConnectivityFlow) });
}
