import { CollabGateway } from '../../application/ports/collab-gateway.port';
import { LiveStreamingGateway } from '../../application/ports/live-streaming-gateway.port';
import { RealtimeEvents } from '../../application/ports/realtime-events.port';
import { VideoGateway } from '../../application/ports/video.port';
import { FakeCollabGateway } from '../../adapters/fake/collab-gateway.fake';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { FakeLiveStreamingGateway } from '../../adapters/fake/live-streaming-gateway.fake';
import { FakeRealtimeEvents } from '../../adapters/fake/realtime-events.fake';
import { FakeVideoGateway, type RemoteMediaRenderer } from '../../adapters/fake/video-gateway.fake';
import { RemoteMediaRendererToken } from './simulation-tokens';
import type { BindingContext } from './binding-context';

/** Demo mode: the live session's ports (video, realtime socket, live streaming, collab) served by the LiveHub. */
export function bindLiveSessionFake({ bind }: BindingContext): void {
  bind(LiveHub)
    .toResolvedValue(
      (world: DemoWorld, store: IncidentStore | undefined) => {
        const hub = new LiveHub(world);
        hub.attachIncidentSink(store ?? null);
        return hub;
      },
      [DemoWorld, { serviceIdentifier: IncidentStore, optional: true }],
    )
    .inSingletonScope();
  bind(VideoGateway)
    .toResolvedValue(
      (hub: LiveHub, world: DemoWorld, renderer: RemoteMediaRenderer | undefined) => new FakeVideoGateway(hub, world, renderer),
      [LiveHub, DemoWorld, { serviceIdentifier: RemoteMediaRendererToken, optional: true } as const],
    )
    .inSingletonScope();
  bind(RealtimeEvents)
    .toResolvedValue((hub: LiveHub, world: DemoWorld) => new FakeRealtimeEvents(hub, world), [LiveHub, DemoWorld])
    .inSingletonScope();
  bind(LiveStreamingGateway)
    .toResolvedValue((hub: LiveHub, world: DemoWorld) => new FakeLiveStreamingGateway(hub, world), [LiveHub, DemoWorld])
    .inSingletonScope();
  bind(CollabGateway)
    .toResolvedValue((hub: LiveHub, world: DemoWorld) => new FakeCollabGateway(hub, world), [LiveHub, DemoWorld])
    .inSingletonScope();
}
