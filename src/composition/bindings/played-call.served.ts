import { Clock } from '../../application/ports/clock.port';
import { PlayedCallFactory } from '../../application/training/played-call.flow';
import { browserCallerDevices } from '../../adapters/fake/training/caller-devices.browser';
import { offeringPeer } from '../../adapters/fake/training/webrtc-peers.browser';
import { RelayCallerLine } from '../../adapters/served/relay-caller-line';
import { RelaySocket } from '../../adapters/served/relay-socket';
import { RELAY_ANONYMOUS, RELAY_PATH } from '../../adapters/shared/relay-protocol';
import type { BindingContext } from './binding-context';
import { singletonOf } from './bind';

/**
 * The caller page on the served console (any browser that reaches the server, a phone on the network included):
 * each page opens its own relay socket, without sign-in, to the server that plays its link in the shared world.
 */
export function bindServedPlayedCall(context: BindingContext): void {
  const url = `${context.config.wsUrl}${RELAY_PATH}`;
  singletonOf(
    context,
    PlayedCallFactory,
    [Clock],
    (clock) =>
      new PlayedCallFactory(
        () => new RelayCallerLine(new RelaySocket(url, () => RELAY_ANONYMOUS), offeringPeer, `caller-${crypto.randomUUID()}`),
        browserCallerDevices,
        clock,
      ),
  );
}
