import { Clock } from '../../application/ports/clock.port';
import { PlayedCallFactory } from '../../application/training/played-call.flow';
import { openBroadcastTrainingChannel } from '../../adapters/fake/training/broadcast-channel.browser';
import { browserCallerDevices } from '../../adapters/fake/training/caller-devices.browser';
import { ChannelCallerLine } from '../../adapters/fake/training/channel-caller-line';
import { offeringPeer } from '../../adapters/fake/training/webrtc-peers.browser';
import type { BindingContext } from './binding-context';
import { singletonOf } from './bind';

/**
 * The caller page a trainer plays (README "Playing the caller yourself"): each page opens its own line to the
 * consoles of this browser, and asks the browser for the camera, microphone and position.
 */
export function bindPlayedCall(context: BindingContext): void {
  singletonOf(
    context,
    PlayedCallFactory,
    [Clock],
    (clock) =>
      new PlayedCallFactory(
        () => new ChannelCallerLine(openBroadcastTrainingChannel(), offeringPeer, `caller-${crypto.randomUUID()}`),
        browserCallerDevices,
        clock,
      ),
  );
}
