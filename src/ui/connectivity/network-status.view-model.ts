import { RealtimeConnectionFlow } from '../../application/live/realtime-connection.flow';
import type { Services } from '../shared/services';
import { NETWORK_WIDGET_LABEL_KEYS, networkWidgetColour, type NetworkWidgetState } from '../../domain/network/connection-status';
import { makeObservableExcept } from '../shared/make-observable-except';
import { DisposableStore } from '../../application/shared/disposable-store';

/** The realtime socket's widget state with change events (RealtimeConnectionFlow). */
export interface NetworkWidgetSource {
  readonly widgetState: NetworkWidgetState;
  onWidgetStateChange(listener: (state: NetworkWidgetState) => void): () => void;
}

/** SPEC §1, §4: the network-status widget: CONNECTED green, RECONNECTING yellow, DISCONNECTED red. */
export class NetworkStatusViewModel {
  state: NetworkWidgetState;
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: { readonly realtime: NetworkWidgetSource },
    _params: Readonly<Record<string, never>> = {},
  ) {
    this.state = deps.realtime.widgetState;
    makeObservableExcept(this, ['deps', 'disposables']);
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
    this.disposables.add(this.deps.realtime.onWidgetStateChange((state) => this.setState(state)));
  }

  dispose(): void {
    this.disposables.clear();
  }
}

export function createNetworkStatusViewModel(services: Services): NetworkStatusViewModel {
  return new NetworkStatusViewModel({ realtime: services.get(RealtimeConnectionFlow) });
}
