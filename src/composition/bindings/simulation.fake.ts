import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { VideoGateway } from '../../application/ports/video.port';
import { ChatRooms } from '../../adapters/fake/demo-world/chat-rooms';
import { DemoMessaging } from '../../adapters/fake/demo-world/demo-messaging';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../../adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../adapters/fake/demo-world/message-board';
import { CallerDirector } from '../../adapters/fake/simulation/caller-director';
import type { ScenarioCatalog } from '../../adapters/fake/simulation/scenario-catalog';
import type { CallerMediaFactory } from '../../adapters/fake/simulation/caller-media-factory';
import { consoleLanguageIn } from './console-language';
import type { BindingContext } from './binding-context';
import { singletonOf } from './bind';
import { bindInjectedFaults } from './fault-injection.fake';

export interface SimulationOptions {
  readonly catalog: ScenarioCatalog;
  readonly media?: CallerMediaFactory | null;
  readonly trainerScenario?: () => string | null;
}

/**
 * The simulated caller of demo mode and training: the CallerDirector answering every link. It comes into being with
 * the first link sent (it installs itself as the board's link policy) or the first live call opened (a seeded live
 * incident's caller is on the line), whichever comes first; the browser demo binds it with the incident pages, which
 * send the links and open the calls. Bound with or after the live area (it needs the live hub, board, rooms and
 * incident store).
 */
export function callerDirectorBinder(options: SimulationOptions): (context: BindingContext) => void {
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
    // And before a live call's video opens: a seeded live incident's caller joins when an operator first opens it.
    onActivation(VideoGateway, (resolution, video: object) => {
      resolution.get(CallerDirector);
      return video;
    });
  };
}

/**
 * The simulated caller and fault injection on the gateways a scenario names, all at once (Node: the scenario runner).
 */
export function simulationBinder(options: SimulationOptions): (context: BindingContext) => void {
  const director = callerDirectorBinder(options);
  return (context) => {
    director(context);
    bindInjectedFaults(context);
  };
}
