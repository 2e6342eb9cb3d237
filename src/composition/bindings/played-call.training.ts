import { openBroadcastTrainingChannel } from '../../adapters/fake/training/broadcast-channel.browser';
import { ChannelCallerLine } from '../../adapters/fake/training/channel-caller-line';
import type { BindingContext } from './binding-context';
import { bindPlayedCallOver } from './played-call';

/**
 * The caller page a trainer plays (README "Playing the caller yourself"): each page opens its own line to the
 * consoles of this browser, and asks the browser for the camera, microphone and position.
 */
export function bindPlayedCall(context: BindingContext): void {
  bindPlayedCallOver(context, (peer, callerId) => new ChannelCallerLine(openBroadcastTrainingChannel(), peer, callerId));
}
