import { makeAutoObservable } from 'mobx';
import { NETWORK_WIDGET_LABEL_KEYS, networkWidgetColour, type NetworkWidgetState } from '../../domain/network/connection-status';

/** The realtime socket's widget state with change events (RealtimeConnectionFlow). */
export interface NetworkWidgetSource {
  readonly widgetState: NetworkWidgetState;
  onWidgetStateChange(listener: (state: NetworkWidgetState) => void): () => void;
}

/** SPEC §1, §4: the network-status widget: CONNECTED green, RECONNECTING yellow, DISCONNECTED red. */
export class NetworkStatusViewModel {
  state: NetworkWidgetState;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly source: NetworkWidgetSource) {
    this.state = source.widgetState;
    makeAutoObservable<NetworkStatusViewModel, 'source' | 'unsubscribe'>(this, { source: false, unsubscribe: false });
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
    this.state = this.source.widgetState;
    this.unsubscribe = this.source.onWidgetStateChange((state) => this.setState(state));
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
