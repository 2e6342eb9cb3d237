import { RelayCallerLine } from '../../adapters/served/relay-caller-line';
import { RelaySocket } from '../../adapters/served/relay-socket';
import { RELAY_ANONYMOUS, RELAY_PATH } from '../../adapters/shared/relay-protocol';
import type { BindingContext } from './binding-context';
import { bindPlayedCallOver } from './played-call';

/**
 * The caller page on the served console (any browser that reaches the server, a phone on the network included):
 * each page opens its own relay socket, without sign-in, to the server that plays its link in the shared world.
 */
export function bindServedPlayedCall(context: BindingContext): void {
  const url = `${context.config.wsUrl}${RELAY_PATH}`;
  bindPlayedCallOver(context, (peer, callerId) => new RelayCallerLine(new RelaySocket(url, () => RELAY_ANONYMOUS), peer, callerId));
}
