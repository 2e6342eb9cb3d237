import { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import { LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import { WazeGateway } from '../../application/ports/waze-gateway.port';
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
import { portClass, singleton, singletonOf } from './bind';

/**
 * Demo mode: messaging and the live page's side services. The demo world's message board, chat rooms and location
 * tracks (one each per DemoWorld, reachable by class token for the simulated caller), DemoMessaging (the links
 * FakeAuthGateway sends), and the fake message status, incident links, location tracker and Waze gateways (the chat's
 * loads with the incident pages: call-media.fake.ts).
 */
export function bindLiveCommsFake(context: BindingContext): void {
  singletonOf(context, MessageBoard, [DemoWorld], (w) => MessageBoard.of(w));
  singletonOf(context, ChatRooms, [DemoWorld], (w) => ChatRooms.of(w));
  singletonOf(context, LocationTracks, [DemoWorld], (w) => LocationTracks.of(w));
  // The link sender FakeAuthGateway delegates to; it checks video streams against the incident store.
  singleton(context, DemoMessaging, [DemoWorld, MessageBoard, IncidentStore]);
  portClass(context, MessageStatusGateway, FakeMessageStatusGateway, [DemoWorld, MessageBoard, IncidentStore]);
  portClass(context, IncidentLinksGateway, FakeIncidentLinksGateway, [DemoWorld, MessageBoard, IncidentStore]);
  portClass(context, LocationTrackerGateway, FakeLocationTrackerGateway, [DemoWorld, LocationTracks, IncidentStore]);
  portClass(context, WazeGateway, FakeWazeGateway, [DemoWorld]);
}
