import * as z from 'zod';
import { ChatGateway } from '../src/application/ports/chat-gateway.port';
import { CollabGateway } from '../src/application/ports/collab-gateway.port';
import { IncidentLinksGateway } from '../src/application/ports/incident-links-gateway.port';
import { IncidentsRestGateway } from '../src/application/ports/incidents-rest-gateway.port';
import { LiveStreamingGateway } from '../src/application/ports/live-streaming-gateway.port';
import { WazeGateway } from '../src/application/ports/waze-gateway.port';
import { ASSUMED_ENDPOINTS } from '../src/adapters/real/assumed-endpoints';
import { PUSH_TOPICS } from '../src/domain/shared/constants';
import { HttpFailure } from './http-answers';
import { bodyOf, type Route, type RouteRequest } from './rest-routes';
import { fileOf, formOf, requiredQuery, wireId } from './route-inputs';

const CLONE = z.object({ originalIncidentId: wireId, incidentId: wireId });
const PUSH = z.object({ topicList: z.array(z.enum(PUSH_TOPICS)).max(PUSH_TOPICS.length).optional() });
const LINK = z.object({ linkedIncidentId: wireId });
const COLLAB = z.object({ incidentId: wireId, phone: z.string().trim().min(1).max(32), sendMessageType: z.enum(['SMS', 'WHATSAPP']) });
const ADDRESS = z.object({ phone: z.string().trim().min(1).max(32), address: z.string().trim().min(1).max(500) });
const JOIN = z.object({ attributes: z.object({ isModerator: z.boolean() }) });
/** SPEC §9: uploads get 400x300 thumbnails; the query says so and nothing else is accepted. */
const THUMBNAIL = z.object({ tWidth: z.literal('400'), tHeight: z.literal('300') });

const incidents = (r: RouteRequest) => r.world.get<IncidentsRestGateway>(IncidentsRestGateway);
const chat = (r: RouteRequest) => r.world.get<ChatGateway>(ChatGateway);
const done = async (work: Promise<unknown>): Promise<undefined> => (await work, undefined);

/** An incident's photo or video upload (multipart `photo` / `video`, with the thumbnail size in the query). */
function upload(kind: 'photo' | 'video'): Route {
  return {
    method: 'POST',
    path: `/api/incidents/:id/add${kind}`,
    upload: true,
    handle: (r) => {
      bodyOf(THUMBNAIL, Object.fromEntries(r.query));
      const file = fileOf(formOf(r), kind);
      const id = r.params.id ?? '';
      return kind === 'photo' ? incidents(r).addPhoto(id, file, file.name) : incidents(r).addVideo(id, file, file.name);
    },
  };
}

/**
 * The rest of SPEC §7 Incidents (REST), the collaborative broadcast, /live-streaming, the address by SMS or WhatsApp,
 * the chat service's token calls and linking incidents (assumed-endpoints.ts), answered by the world's gateways.
 */
export const LIVE_REST_ROUTES: readonly Route[] = [
  {
    method: 'POST',
    path: '/api/incidents/clonemediaincident',
    handle: (r) => {
      const body = bodyOf(CLONE, r.body);
      return done(incidents(r).cloneMedia(body.originalIncidentId, body.incidentId));
    },
  },
  {
    method: 'GET',
    path: '/api/incidents/user',
    handle: (r) => incidents(r).userIncidents(requiredQuery(r.query, 'dateinit'), requiredQuery(r.query, 'dateend')),
  },
  upload('photo'),
  upload('video'),
  {
    method: 'POST',
    path: '/api/incidents/sendpn/global/:id',
    handle: (r) => done(incidents(r).sendGlobalPushNotification(r.params.id ?? '')),
  },
  {
    method: 'POST',
    path: '/api/incidents/sendpn/:id',
    handle: (r) => done(incidents(r).sendPushNotification(r.params.id ?? '', bodyOf(PUSH, r.body).topicList)),
  },
  {
    method: 'GET',
    path: '/incidents-media/convert-to-mp4/:a/:b',
    handle: async (r) => {
      const mp4Url = await incidents(r).convertToMp4(r.params.a ?? '', r.params.b ?? '');
      if (mp4Url === null) throw new HttpFailure(404, 'No video to convert');
      return { mp4Url };
    },
  },
  {
    method: 'POST',
    path: ASSUMED_ENDPOINTS.incidentLink(':id'),
    handle: (r) =>
      done(r.world.get<IncidentLinksGateway>(IncidentLinksGateway).link(r.params.id ?? '', bodyOf(LINK, r.body).linkedIncidentId)),
  },
  {
    method: 'DELETE',
    path: ASSUMED_ENDPOINTS.incidentLink(':id'),
    handle: (r) => done(r.world.get<IncidentLinksGateway>(IncidentLinksGateway).unlink(r.params.id ?? '')),
  },
  {
    method: 'POST',
    path: '/live-streaming-colab/send-link-collab',
    handle: (r) => r.world.get<CollabGateway>(CollabGateway).sendLinkCollab(bodyOf(COLLAB, r.body)),
  },
  {
    method: 'GET',
    path: '/live-streaming-colab/:channel',
    handle: async (r) => {
      const stream = await r.world.get<CollabGateway>(CollabGateway).byChannel(r.params.channel ?? '');
      if (!stream) throw new HttpFailure(404, 'Channel not found');
      return stream;
    },
  },
  {
    method: 'GET',
    path: '/live-streaming/:channel',
    handle: async (r) => {
      const info = await r.world.get<LiveStreamingGateway>(LiveStreamingGateway).channelInfo(r.params.channel ?? '');
      if (!info) throw new HttpFailure(404, 'Channel not found');
      return info;
    },
  },
  ...(['sms', 'whatsapp'] as const).map((kind): Route => ({
    method: 'POST',
    path: `/waze/send/address/${kind}`,
    handle: (r) => done(r.world.get<WazeGateway>(WazeGateway).sendAddress(kind, bodyOf(ADDRESS, r.body))),
  })),
  {
    method: 'POST',
    path: '/api/twilio/accesstoken/generate',
    handle: async (r) => ({ twilioAccessToken: await chat(r).accessToken() }),
  },
  {
    method: 'PUT',
    path: '/api/twilio/conversation/:id/join',
    handle: (r) => done(chat(r).joinConversation(r.params.id ?? '', bodyOf(JOIN, r.body).attributes)),
  },
  {
    method: 'POST',
    path: '/api/twilio/turntoken/generate',
    handle: async (r) => {
      const { iceServers, ttlSeconds } = await chat(r).turnToken();
      return { iceServers, ttl: ttlSeconds };
    },
  },
];
