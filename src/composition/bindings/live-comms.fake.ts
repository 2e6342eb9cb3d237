import { ChatGateway } from '../../application/ports/chat-gateway.port';
import { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import { LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import { WazeGateway } from '../../application/ports/waze-gateway.port';
import { FakeChatGateway } from '../../adapters/fake/chat-gateway.fake';
import { ChatRooms } from '../../adapters/fake/demo-world/chat-rooms';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { LocationTracks } from '../../adapters/fake/demo-world/location-tracks';
import { DemoMessaging } from '../../adapters/fake/demo-world/demo-messaging';
import { MessageBoard } from '../../adapters/fake/demo-world/message-board';
import { FakeIncidentLinksGateway } from '../../adapters/fake/incident-links-gateway.fake';
import { FakeLocationTrackerGateway } from '../../adapters/fake/location-tracker-gateway.fake';
import { FakeMessageStatusGateway } from '../../adapters/fake/message-status-gateway.fake';
import { FakeWazeGateway } from '../../adapters/fake/waze-gateway.fake';
import type { BindingContext } from './binding-context';

const optionalStore = { serviceIdentifier: IncidentStore, optional: true } as const;

/**
 * Demo mode: messaging and the live page's side services. The demo world's message board, chat rooms and location
 * tracks (one each per DemoWorld, reachable by class token for the simulated caller), DemoMessaging (the links FakeAuthGateway sends),
 * and the fake chat, message status, incident links, location tracker and
 * Waze gateways.
 */
export function bindLiveCommsFake({ bind }: BindingContext): void {
  bind(MessageBoard)
    .toResolvedValue((w: DemoWorld) => MessageBoard.of(w), [DemoWorld])
    .inSingletonScope();
  // The link sender FakeAuthGateway delegates to; it checks video streams against the incident store.
  bind(DemoMessaging)
    .toResolvedValue(
      (w: DemoWorld, board: MessageBoard, store: IncidentStore | undefined) => new DemoMessaging(w, board, store),
      [DemoWorld, MessageBoard, optionalStore],
    )
    .inSingletonScope();
  bind(ChatRooms)
    .toResolvedValue((w: DemoWorld) => ChatRooms.of(w), [DemoWorld])
    .inSingletonScope();
  bind(LocationTracks)
    .toResolvedValue((w: DemoWorld) => LocationTracks.of(w), [DemoWorld])
    .inSingletonScope();
  bind(MessageStatusGateway)
    .toResolvedValue(
      (w: DemoWorld, board: MessageBoard, store: IncidentStore | undefined) => new FakeMessageStatusGateway(w, board, store),
      [DemoWorld, MessageBoard, optionalStore],
    )
    .inSingletonScope();
  bind(IncidentLinksGateway)
    .toResolvedValue((w: DemoWorld, board: MessageBoard) => new FakeIncidentLinksGateway(w, board), [DemoWorld, MessageBoard])
    .inSingletonScope();
  bind(LocationTrackerGateway)
    .toResolvedValue(
      (w: DemoWorld, tracks: LocationTracks, store: IncidentStore | undefined) => new FakeLocationTrackerGateway(w, tracks, store),
      [DemoWorld, LocationTracks, optionalStore],
    )
    .inSingletonScope();
  bind(WazeGateway)
    .toResolvedValue((w: DemoWorld) => new FakeWazeGateway(w), [DemoWorld])
    .inSingletonScope();
  bind(ChatGateway)
    .toResolvedValue((w: DemoWorld, rooms: ChatRooms) => new FakeChatGateway(w, rooms), [DemoWorld, ChatRooms])
    .inSingletonScope();
}
