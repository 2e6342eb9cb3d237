import { CollabGateway } from '../../application/ports/collab-gateway.port';
import { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import { LiveStreamingGateway } from '../../application/ports/live-streaming-gateway.port';
import { LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import { Logger } from '../../application/ports/logger.port';
import { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import { RealtimeEvents } from '../../application/ports/realtime-events.port';
import { WazeGateway } from '../../application/ports/waze-gateway.port';
import { WebSocketRealtimeEvents } from '../../adapters/real/realtime-events.websocket.adapter';
import type { BindingContext } from './binding-context';
import { port } from './bind';
import { backendPort } from './edge-guard.real';
import { httpPortOnFirstCall, onFirstCall, unreachable } from './http-port';
import { HttpClient } from '../tokens';

/**
 * Production: the live page's communication ports over the platform's backend. The realtime socket is the browser's
 * WebSocket at VITE_WS_URL with the token as its protocol (RealtimeConnectionFlow pings and reconnects); live
 * streaming, collab broadcast, message status, incident links, location tracker and Waze over the shared HttpClient,
 * each adapter loaded with its first call (the incident pages make it; an administration section does not).
 */
export function bindRealLiveComms(context: BindingContext): void {
  port(context, RealtimeEvents, [Logger], (logger) => new WebSocketRealtimeEvents(context.config.wsUrl, logger));
  httpPortOnFirstCall(context, LiveStreamingGateway, () =>
    import('../../adapters/real/live-streaming.axios.adapter').then((m) => m.AxiosLiveStreamingGateway),
  );
  httpPortOnFirstCall(context, CollabGateway, () => import('../../adapters/real/collab.axios.adapter').then((m) => m.AxiosCollabGateway));
  httpPortOnFirstCall(context, MessageStatusGateway, () =>
    import('../../adapters/real/message-status.axios.adapter').then((m) => m.AxiosMessageStatusGateway),
  );
  httpPortOnFirstCall(context, IncidentLinksGateway, () =>
    import('../../adapters/real/incident-links.axios.adapter').then((m) => m.AxiosIncidentLinksGateway),
  );
  backendPort(context, LocationTrackerGateway, [HttpClient, Logger], (http, logger) =>
    onFirstCall(() =>
      import('../../adapters/real/location-tracker.axios.adapter').then(
        ({ AxiosLocationTrackerGateway }) => new AxiosLocationTrackerGateway(http, logger),
        unreachable,
      ),
    ),
  );
  httpPortOnFirstCall(context, WazeGateway, () => import('../../adapters/real/waze.axios.adapter').then((m) => m.AxiosWazeGateway));
}
