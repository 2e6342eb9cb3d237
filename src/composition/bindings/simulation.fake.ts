import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { ChatGateway } from '../../application/ports/chat-gateway.port';
import { CollabGateway } from '../../application/ports/collab-gateway.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { LiveStreamingGateway } from '../../application/ports/live-streaming-gateway.port';
import { LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import { RealtimeEvents } from '../../application/ports/realtime-events.port';
import { VideoGateway } from '../../application/ports/video.port';
import { ChatRooms } from '../../adapters/fake/demo-world/chat-rooms';
import { DemoMessaging } from '../../adapters/fake/demo-world/demo-messaging';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../../adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../adapters/fake/demo-world/message-board';
import { withInjectedFaults } from '../../adapters/fake/simulation/fault-injection';
import { CallerDirector } from '../../adapters/fake/simulation/caller-director';
import type { ScenarioCatalog } from '../../adapters/fake/simulation/scenario-catalog';
import type { CallerMediaFactory } from '../../adapters/fake/simulation/caller-media-factory';
import { consoleLanguageIn } from './console-language';
import type { BindingContext } from './binding-context';
import { singletonOf } from './bind';

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

export interface SimulationOptions {
  readonly catalog: ScenarioCatalog;
  readonly media?: CallerMediaFactory | null;
  readonly trainerScenario?: () => string | null;
}

/**
 * The simulated caller of demo mode and training: the CallerDirector answering every link, and fault injection on
 * the gateways a scenario names. Bound with the live area (it needs the live hub, board, rooms and incident store).
 */
export function simulationBinder(options: SimulationOptions): (context: BindingContext) => void {
  return (context) => {
    singletonOf(
      context,
      CallerDirector,
      [DemoWorld, MessageBoard, LiveHub, ChatRooms, LocationTracks, IncidentStore, KeyValueStorage.local],
      (world, board, hub, rooms, tracks, store, local) => {
        // The demo world lives in the console's tab: a seeded caller hears the language the console shows.
        const consoleLanguage = consoleLanguageIn(local);
        const { catalog, media, trainerScenario } = options;
        return new CallerDirector(world, board, hub, rooms, tracks, store, catalog, media ?? null, trainerScenario, consoleLanguage);
      },
    );
    const { onActivation } = context;
    // The director must exist before the first link is sent: it installs itself as the board's link policy.
    onActivation(DemoMessaging, (resolution, messaging: DemoMessaging) => {
      resolution.get(CallerDirector);
      return messaging;
    });
    for (const [name, token] of FAULTABLE_PORTS) {
      onActivation(token, (resolution, gateway: object) => withInjectedFaults(name, gateway, resolution.get(DemoWorld)));
    }
  };
}
