import { CollabGateway } from '../../application/ports/collab-gateway.port';
import { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import { LiveStreamingGateway } from '../../application/ports/live-streaming-gateway.port';
import { LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import { Logger } from '../../application/ports/logger.port';
import { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import { RealtimeEvents } from '../../application/ports/realtime-events.port';
import { WazeGateway } from '../../application/ports/waze-gateway.port';
import { AxiosCollabGateway } from '../../adapters/real/collab.axios.adapter';
import { AxiosIncidentLinksGateway } from '../../adapters/real/incident-links.axios.adapter';
import { AxiosLiveStreamingGateway } from '../../adapters/real/live-streaming.axios.adapter';
import { AxiosLocationTrackerGateway } from '../../adapters/real/location-tracker.axios.adapter';
import { AxiosMessageStatusGateway } from '../../adapters/real/message-status.axios.adapter';
import { WebSocketRealtimeEvents } from '../../adapters/real/realtime-events.websocket.adapter';
import { AxiosWazeGateway } from '../../adapters/real/waze.axios.adapter';
import type { BindingContext } from './binding-context';
import { port } from './bind';
import { backendPort } from './edge-guard.real';
import { httpPort } from './http-port';
import { HttpClient } from '../tokens';

/**
 * Production: the live page's communication ports over the platform's backend. The realtime socket is the browser's
 * WebSocket at VITE_WS_URL with the token as its protocol (RealtimeConnectionFlow pings and reconnects); live
 * streaming, collab broadcast, message status, incident links, location tracker and Waze over the shared HttpClient.
 */
export function bindRealLiveComms(context: BindingContext): void {
  port(context, RealtimeEvents, [Logger], (logger) => new WebSocketRealtimeEvents(context.config.wsUrl, logger));
  httpPort(context, LiveStreamingGateway, AxiosLiveStreamingGateway);
  httpPort(context, CollabGateway, AxiosCollabGateway);
  httpPort(context, MessageStatusGateway, AxiosMessageStatusGateway);
  httpPort(context, IncidentLinksGateway, AxiosIncidentLinksGateway);
  backendPort(context, LocationTrackerGateway, [HttpClient, Logger], (http, logger) => new AxiosLocationTrackerGateway(http, logger));
  httpPort(context, WazeGateway, AxiosWazeGateway);
}
