import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { ChatGateway } from '../../application/ports/chat-gateway.port';
import { CollabGateway } from '../../application/ports/collab-gateway.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { LiveStreamingGateway } from '../../application/ports/live-streaming-gateway.port';
import { LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import { RealtimeEvents } from '../../application/ports/realtime-events.port';
import { VideoGateway } from '../../application/ports/video.port';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { withInjectedFaults } from '../../adapters/fake/simulation/fault-injection';
import type { BindingContext } from './binding-context';

/** The ports a scenario's errorRate fault can name (README "Writing a training scenario"). */
const FAULTABLE_PORTS: ReadonlyArray<readonly [string, symbol]> = [
  ['AuthGateway', AuthGateway],
  ['IncidentsGateway', IncidentsGateway],
  ['IncidentsRestGateway', IncidentsRestGateway],
  ['MessageStatusGateway', MessageStatusGateway],
  ['ChatGateway', ChatGateway],
  ['LocationTrackerGateway', LocationTrackerGateway],
  ['LiveStreamingGateway', LiveStreamingGateway],
  ['CollabGateway', CollabGateway],
  ['VideoGateway', VideoGateway],
  ['RealtimeEvents', RealtimeEvents],
];

/**
 * Fault injection on the gateways a scenario can name: each is wrapped when first built, and the wrap only asks the
 * world whether this call fails (`DemoWorld.failureFor`, an error rate a running scenario set), so it costs nothing
 * until a scenario runs and needs none of the scenario machinery, which loads with the simulated caller. Bound before
 * any of those gateways is built (the browser demo: after sign-in).
 */
export function bindInjectedFaults(context: BindingContext): void {
  for (const [name, token] of FAULTABLE_PORTS) {
    context.onActivation(token, (resolution, gateway: object) => withInjectedFaults(name, gateway, resolution.get(DemoWorld)));
  }
}
