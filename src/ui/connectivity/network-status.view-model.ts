import { RealtimeConnectionFlow } from '../../application/live/realtime-connection.flow';
import type { Services } from '../shared/services';
import { NETWORK_WIDGET_LABEL_KEYS, networkWidgetColour, type NetworkWidgetState } from '../../domain/network/connection-status';
import { makeObservableExcept } from '../shared/make-observable-except';

/** The realtime socket's widget state with change events (RealtimeConnectionFlow). */
export interface NetworkWidgetSource {
  readonly widgetState: NetworkWidgetState;
  onWidgetStateChange(listener: (state: NetworkWidgetState) => void): () => void;
}

/** SPEC §1, §4: the network-status widget: CONNECTED green, RECONNECTING yellow, DISCONNECTED red. */
export class NetworkStatusViewModel {
  state: NetworkWidgetState;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly deps: { readonly realtime: NetworkWidgetSource },
    _params: Readonly<Record<string, never>> = {},
  ) {
    this.state = deps.realtime.widgetState;
    makeObservableExcept(this, ['deps', 'unsubscribe']);
  }

  get colour(): 'green' | 'yellow' | 'red' {
    return networkWidgetColour(this.state);
  }

  get labelKey(): string {
    return NETWORK_WIDGET_LABEL_KEYS[this.state];
  }

  setState(state: NetworkWidgetState): void {
    this.state = state;
  }

  start(): void {
    this.dispose();
    this.state = this.deps.realtime.widgetState;
    this.unsubscribe = this.deps.realtime.onWidgetStateChange((state) => this.setState(state));
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

export function createNetworkStatusViewModel(services: Services): NetworkStatusViewModel {
  return new NetworkStatusViewModel({ realtime: services.get(RealtimeConnectionFlow) });
}
