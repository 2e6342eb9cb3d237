import { Clock } from '../../application/ports/clock.port';
import { PlayedCallFactory } from '../../application/training/played-call.flow';
import type { CallerLine } from '../../application/training/ports/caller-line.port';
import { browserCallerDevices } from '../../adapters/fake/training/caller-devices.browser';
import { offeringPeer } from '../../adapters/fake/training/webrtc-peers.browser';
import type { BindingContext } from './binding-context';
import { singletonOf } from './bind';

/**
 * The caller page's calls: each page opens its own line (`openLine`, given the offering peer and the page's caller
 * id) and asks the browser for the camera, microphone and position.
 */
export function bindPlayedCallOver(context: BindingContext, openLine: (peer: typeof offeringPeer, callerId: string) => CallerLine): void {
  singletonOf(
    context,
    PlayedCallFactory,
    [Clock],
    (clock) => new PlayedCallFactory(() => openLine(offeringPeer, `caller-${crypto.randomUUID()}`), browserCallerDevices, clock),
  );
}
