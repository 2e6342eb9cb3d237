import { CollabGateway } from '../../application/ports/collab-gateway.port';
import { LiveStreamingGateway } from '../../application/ports/live-streaming-gateway.port';
import { RealtimeEvents } from '../../application/ports/realtime-events.port';
import { FakeCollabGateway } from '../../adapters/fake/collab-gateway.fake';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { FakeLiveStreamingGateway } from '../../adapters/fake/live-streaming-gateway.fake';
import { FakeRealtimeEvents } from '../../adapters/fake/realtime-events.fake';
import type { BindingContext } from './binding-context';
import { portClass, singletonOf } from './bind';

/**
 * Demo mode: the live session's ports (realtime socket, live streaming, collab) served by the LiveHub; video loads with
 * the incident pages (call-media.fake.ts).
 */
export function bindLiveSessionFake(context: BindingContext): void {
  singletonOf(context, LiveHub, [DemoWorld, IncidentStore], (world, store) => {
    const hub = new LiveHub(world);
    hub.attachIncidentSink(store);
    return hub;
  });
  portClass(context, RealtimeEvents, FakeRealtimeEvents, [LiveHub, DemoWorld]);
  portClass(context, LiveStreamingGateway, FakeLiveStreamingGateway, [LiveHub, DemoWorld]);
  portClass(context, CollabGateway, FakeCollabGateway, [LiveHub, DemoWorld]);
}
