import { readFileSync } from 'node:fs';
import type { Container } from 'inversify';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import { ChatGateway } from '../../../src/application/ports/chat-gateway.port';
import { CollabGateway } from '../../../src/application/ports/collab-gateway.port';
import { ErrorReporter } from '../../../src/application/ports/error-reporter.port';
import { isGatewayError } from '../../../src/application/ports/gateway-error';
import { IncidentsGateway } from '../../../src/application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../../src/application/ports/incidents-rest-gateway.port';
import { FilesGateway } from '../../../src/application/ports/files-gateway.port';
import { IncidentLinksGateway } from '../../../src/application/ports/incident-links-gateway.port';
import { LiveStreamingGateway } from '../../../src/application/ports/live-streaming-gateway.port';
import { LocationTrackerGateway } from '../../../src/application/ports/location-tracker-gateway.port';
import { SpeedTestGateway } from '../../../src/application/ports/speed-test-gateway.port';
import { UserBehaviourGateway } from '../../../src/application/ports/user-behaviour-gateway.port';
import { VideoTemplatesGateway } from '../../../src/application/ports/video-templates-gateway.port';
import { KeyValueStorage } from '../../../src/application/ports/key-value-storage.port';
import { Logger } from '../../../src/application/ports/logger.port';
import { MessageStatusGateway } from '../../../src/application/ports/message-status-gateway.port';
import { SettingsGateway } from '../../../src/application/ports/settings-gateway.port';
import { RolesGateway } from '../../../src/application/ports/roles-gateway.port';
import { resourcePort, type GatewayOf } from '../../../src/application/admin/resource-ports';
import { PLACES_OF_INTEREST } from '../../../src/domain/admin/resources/places-of-interest';
import { PREDEFINED_DESCRIPTION } from '../../../src/domain/admin/resources/predefined-description';
import { FEATURES } from '../../../src/domain/admin/resources/features';
import { RATES_APP } from '../../../src/domain/admin/resources/rates-app';
import { NEW_USERS_REGISTER } from '../../../src/domain/admin/resources/new-users-register';
import { USERS } from '../../../src/domain/admin/resources/users';
import { TENANTS } from '../../../src/domain/admin/resources/tenants';
import type { ListGateway } from '../../../src/application/ports/resource-gateway.port';
import { callFailure, callFailureMessageKey } from '../../../src/application/shared/failure';
import { MemoryLogger } from '../../../src/adapters/fake/memory-logger.fake';
import { MemoryStorage } from '../../../src/adapters/fake/memory-storage.fake';
import { RecordingErrorReporter } from '../../../src/adapters/fake/recording-error-reporter.fake';
import { MAX_ROWS } from '../../../src/adapters/real/schemas/answer';
import {
  readRealtimeFrame,
  WebSocketRealtimeEvents,
  type RealtimeSocket,
} from '../../../src/adapters/real/realtime-events.websocket.adapter';
import { createContainer } from '../../../src/composition/create-container';
import { incidentsCreatePayload } from '../../../src/domain/incident/incident-create';

/**
 * Malformed answers, one table across REST, GraphQL and the socket, and the driver that tries each one against the
 * real adapters of a production container (createContainer('real'), MSW playing the backend) and counts the outcome.
 * A case passes when the call ends in a clear error result (a GatewayError other than 'unexpected', read by
 * callFailure) whose message key is translated in en, pt and es; anything else (a success, a bug, a report to the
 * error reporter, a missing translation) counts as crashed. Used by tests/adapters/malformed-answers.test.ts and by
 * `npm run bench` (scripts/malformed-answers.ts).
 */

const API = 'http://backend.test';
const GRAPHQL_URL = `${API}/graphql`;

type Answer = () => Response;
type Call = (container: Container) => Promise<unknown>;

export interface MalformedCase {
  readonly transport: 'rest' | 'graphql' | 'socket';
  readonly name: string;
  /** The HTTP answer (REST and GraphQL), or the socket frame. */
  readonly answer: Answer | unknown;
  readonly call?: Call;
}

const json =
  (value: unknown, status = 200): Answer =>
  () =>
    HttpResponse.json(value as Parameters<typeof HttpResponse.json>[0], { status });
const html =
  (status = 200): Answer =>
  () =>
    HttpResponse.html('<!doctype html><html><body>Proxy login</body></html>', { status });
const empty =
  (status = 200): Answer =>
  () =>
    new HttpResponse(null, { status });
const text =
  (body: string, status = 200): Answer =>
  () =>
    HttpResponse.text(body, { status });
const tooMany = (row: unknown): unknown[] => Array.from({ length: MAX_ROWS + 1 }, () => row);
/** A JSON text given as is: an answer too deep for the test's own serialiser (JSON.stringify recurses). */
const rawJson =
  (body: string): Answer =>
  () =>
    new HttpResponse(body, { headers: { 'content-type': 'application/json' } });
/** `levels` objects, each holding the next under `key`, around `inner`, written as JSON text. */
const nested = (key: string, inner: string, levels = 10_000, fields = ''): string =>
  `${`{${fields}"${key}":`.repeat(levels)}${inner}${'}'.repeat(levels)}`;
/** An incident whose fields are of the wrong types: a stream that is text, times and counts that are objects. */
const WRONG_TYPES = { id: 41, title: 42, videoStream: 'incident-41', finishedAt: { at: 1 }, deletedAt: [], redHeart: 'many' };
const INVALID_POINTS = [
  { latitude: 'north', longitude: 500 },
  { latitude: null, longitude: null },
  { latitude: 91, longitude: -43.19 },
];

const gql = (data: unknown): Answer => json({ data });

const auth = (c: Container) => c.get<AuthGateway>(AuthGateway);
const incidents = (c: Container) => c.get<IncidentsGateway>(IncidentsGateway);
const rest = (c: Container) => c.get<IncidentsRestGateway>(IncidentsRestGateway);

const login: Call = (c) => auth(c).login({ email: 'op@x.test', password: 'p', tenant: 'public', lat: 0, long: 0 });
const sendLink: Call = (c) => auth(c).sendSsoLink('sms', { phone: '+5521999990000', videoStream: 'incident-41' });
const sendLinkCollab: Call = (c) =>
  c.get<CollabGateway>(CollabGateway).sendLinkCollab({ incidentId: 41, phone: '+5521999990000', sendMessageType: 'SMS' });
const lives: Call = (c) => rest(c).lives();
const search: Call = (c) => rest(c).search({ title: 'x', id: null, dateStart: null, dateEnd: null, linkPhone: null });
const addPhoto: Call = (c) => rest(c).addPhoto(41, new Blob(['x']), 'p.jpg');
const messageStatus: Call = (c) => c.get<MessageStatusGateway>(MessageStatusGateway).byIncident(41);
const roles: Call = (c) => c.get<RolesGateway>(RolesGateway).listRoles();
const users: Call = (c) =>
  c.get<GatewayOf<typeof USERS>>(resourcePort(USERS)).list({ page: 1, perPage: 10, sort: null, search: '', filters: {} });
const places: Call = (c) =>
  c
    .get<GatewayOf<typeof PLACES_OF_INTEREST>>(resourcePort(PLACES_OF_INTEREST))
    .list({ page: 1, perPage: 10, sort: null, search: '', filters: {} });
const ratings: Call = (c) => c.get<GatewayOf<typeof RATES_APP>>(resourcePort(RATES_APP)).all({ from: '2026-11-01', to: '' });
const approveRegistration: Call = (c) => c.get<GatewayOf<typeof NEW_USERS_REGISTER>>(resourcePort(NEW_USERS_REGISTER)).act('approve', 3);
const createIncident: Call = (c) =>
  incidents(c).createIncident(
    incidentsCreatePayload(
      { title: 'Fire', address: 'Rua A', city: 'Rio', description: 'd', phone: '+5521999990000', latitude: null, longitude: null },
      [],
    ),
  );
const updateIncident: Call = (c) => incidents(c).updateIncident('41', { title: 'Fire' });
const incidentById: Call = (c) => incidents(c).getIncidentById(41);
const liveStreams: Call = (c) => incidents(c).getAllLiveStreams();
const joinChannel: Call = (c) => incidents(c).joinLiveChannel('incident-41');
const media: Call = (c) => incidents(c).getIncidentMedia('41');
const userIncidents: Call = (c) => rest(c).userIncidents('2026-11-01', '2026-11-22');
const playVideo: Call = (c) => rest(c).playVideo(41, 'clip.webm');
const convertToMp4: Call = (c) => rest(c).convertToMp4('41', 'clip.webm');
const track: Call = (c) => c.get<LocationTrackerGateway>(LocationTrackerGateway).byIncident(41);
const channelUsers: Call = (c) => c.get<LiveStreamingGateway>(LiveStreamingGateway).usersByChannel('incident-41');
const channelInfo: Call = (c) => c.get<LiveStreamingGateway>(LiveStreamingGateway).channelInfo('incident-41');
const collabStreams: Call = (c) => c.get<CollabGateway>(CollabGateway).byIncident(41);
const linkStatus: Call = (c) => c.get<IncidentLinksGateway>(IncidentLinksGateway).status(41);
const tenants: Call = (c) => c.get<GatewayOf<typeof TENANTS>>(resourcePort(TENANTS)).all({});
// The REST adapter reads one tenant as the wire allows (GET /tenant/{id}), though the tenants port asks only for the list.
const tenant: Call = (c) => c.get<ListGateway<unknown>>(resourcePort(TENANTS)).get(5);
const descriptions: Call = (c) => c.get<GatewayOf<typeof PREDEFINED_DESCRIPTION>>(resourcePort(PREDEFINED_DESCRIPTION)).all({});
const files: Call = (c) => c.get<FilesGateway>(FilesGateway).list();
const templates: Call = (c) => c.get<VideoTemplatesGateway>(VideoTemplatesGateway).list();
const speedTests: Call = (c) => c.get<SpeedTestGateway>(SpeedTestGateway).list();
const behaviour: Call = (c) => c.get<UserBehaviourGateway>(UserBehaviourGateway).list({ start: '2026-11-01', end: '2026-11-22' });
const rolePermissions: Call = (c) => c.get<RolesGateway>(RolesGateway).rolePermissions(3);
const settings: Call = (c) => c.get<SettingsGateway>(SettingsGateway).getTeleportConfig();
const tenantSettings: Call = (c) => c.get<SettingsGateway>(SettingsGateway).getTenantSettings('tenant_5');
const finishIncident: Call = (c) => incidents(c).finishIncident('41');
const featureList: Call = (c) => c.get<GatewayOf<typeof FEATURES>>(resourcePort(FEATURES)).all({});
const turnToken: Call = (c) => c.get<ChatGateway>(ChatGateway).turnToken();
const featureSet: Call = (c) => c.get<GatewayOf<typeof FEATURES>>(resourcePort(FEATURES)).act('set', 'chat', { enabled: true });

const rests = (call: Call, name: string, answers: ReadonlyArray<readonly [string, Answer]>): MalformedCase[] =>
  answers.map(([what, answer]) => ({ transport: 'rest', name: `${name}: ${what}`, answer, call }));
const graphqls = (call: Call, name: string, answers: ReadonlyArray<readonly [string, Answer]>): MalformedCase[] =>
  answers.map(([what, answer]) => ({ transport: 'graphql', name: `${name}: ${what}`, answer, call }));

export const MALFORMED_CASES: readonly MalformedCase[] = [
  ...rests(login, 'POST /auth/login', [
    ['JSON null', json(null)],
    ['a list', json([{ token: 't' }])],
    ['token of the wrong type', json({ token: 42, isHqAdmin: true, active: true })],
    ['HTML with 200', html()],
    ['empty body', empty()],
    ['500 with JSON', json({ message: 'Internal server error' }, 500)],
    ['401', json({ message: 'Unauthorized' }, 401)],
  ]),
  ...rests(sendLink, 'POST /auth/send/sso', [
    ['HTML with 200', html()],
    ['plain text with 200', text('OK')],
    ['a number', json(42)],
    ['status of the wrong type', json({ status: 5 })],
    ['500 with JSON', json({ message: 'twilio down' }, 500)],
    ['401', empty(401)],
  ]),
  ...rests(sendLinkCollab, 'POST /live-streaming-colab/send-link-collab', [
    ['HTML with 200', html()],
    ['a list', json([1, 2])],
    ['channel of the wrong type', json({ channel: 7 })],
  ]),
  ...rests(lives, 'GET /api/incidents/lives', [
    ['an incident with fields of the wrong types', json([WRONG_TYPES])],
    ['an entry that is not an incident', json([{ id: 1 }, 'junk'])],
    ['a 10,000-deep answer', rawJson(`[${nested('linkedIncident', '{"id":1}', 10_000, '"id":1,')}]`)],
    ['an object without a list', json({})],
    ['a number', json(3)],
    ['oversized list', json(tooMany({ id: 1 }))],
    ['HTML 502 page', html(502)],
  ]),
  ...rests(search, 'POST /api/incidents/search/', [
    ['a row of nulls', json([{ id: null, title: null, createdAt: null, phone: null }])],
    ['a row without an id', json([{ title: 'Fire', phone: '5521999990000' }])],
    ['a row that is a number', json([{ id: 1, title: 'Fire' }, 7])],
    ['a title of the wrong type', json({ items: [{ id: 1, title: 42 }] })],
    ['an object without a list', json({ total: 3 })],
    ['oversized list', json(tooMany({ id: 1 }))],
  ]),
  ...rests(addPhoto, 'POST /api/incidents/{id}/addphoto', [
    ['JSON null', json(null)],
    ['an empty object', json({})],
    ['a media item of nulls', json({ id: null, url: null, typeContent: null })],
    ['an incident whose media hold a text', json({ id: 41, media: [{ id: 2, url: 'u' }, 'x'] })],
  ]),
  ...rests(messageStatus, 'message status by incident', [
    ['HTML with 200', html()],
    ['an object without a list', json({ data: 'x' })],
    ['a record of nulls', json([{ receiver: null, date: null, method: null, status: null, permissions: null }])],
    ['a record of nulls under data', json({ data: [{ receiver: '+5521', status: 'sent' }, {}] })],
    ['a status of the wrong type', json([{ receiver: '+5521', status: ['sent'] }])],
    ['permissions that are a list', json([{ receiver: '+5521', status: 'read', permissions: [true] }])],
    ['an entry that is not a record', json([{ receiver: '+5521', status: 'sent' }, 7])],
  ]),
  ...rests(track, 'GET /location-tracker/by-incident-id/{id}', [
    ['a track of invalid points', json(INVALID_POINTS)],
    ['invalid points under data', json({ data: INVALID_POINTS })],
    ['points that are not objects', json([null, 4, 'here'])],
    ['coordinates that are not finite', json([{ latitude: '1e999', longitude: 'NaN' }])],
    ['an object without a list', json({ latitude: -22.9, longitude: -43.1 })],
    ['a 10,000-deep answer', rawJson(nested('points', '[]'))],
  ]),
  ...rests(userIncidents, 'GET /api/incidents/user', [['an incident with fields of the wrong types', json({ items: [WRONG_TYPES] })]]),
  ...rests(playVideo, 'POST /api/incidents/playvideo', [
    ['a URL of the wrong type', json({ url: 42 })],
    ['a list', json(['https://cdn.test/a.mp4'])],
  ]),
  ...rests(convertToMp4, 'GET /incidents-media/convert-to-mp4', [
    ['an mp4Url of the wrong type', json({ mp4Url: 5 })],
    ['plain text with 200', text('https://cdn.test/v.mp4')],
  ]),
  ...rests(channelUsers, 'GET /live-streaming/getUsersByChannel/{channel}', [
    ['a user of nulls', json([{ uid: null, role: null, name: null }])],
    ['a name of the wrong type', json({ users: [{ uid: 7, name: { first: 'Ana' } }] })],
  ]),
  ...rests(channelInfo, 'GET /live-streaming/{channel}', [
    ['an incident id of the wrong type', json({ incidentId: { id: 41 }, startedAt: '2026-11-20T10:00:00Z' })],
    ['a list', json([{ incidentId: 41 }])],
  ]),
  ...rests(collabStreams, 'GET /live-streaming-colab/incident/{id}', [
    ['an entry that is not a stream', json([{ channel: 'c' }, 5])],
    ["a collaborator's name of the wrong type", json([{ channel: 'c', name: { first: 'Joana' } }])],
  ]),
  ...rests(linkStatus, 'GET /incident-links/{id}/status', [
    ['a status of the wrong type', json({ status: 3 })],
    ['a list', json(['read'])],
  ]),
  ...rests(tenants, 'POST /tenant/filter', [
    ['a tenant of nulls', json([{ id: null, name: null, apiKey: null }])],
    ['a name of the wrong type', json({ data: [{ id: 5, name: ['Five'] }] })],
    ['an entry that is not a tenant', json([{ id: 5, name: 'Five' }, 'six'])],
  ]),
  ...rests(tenant, 'GET /tenant/{id}', [['allowed IPs of the wrong type', json({ id: 5, name: 'Five', allowedIps: 10 })]]),
  ...rests(descriptions, 'GET /predefined-description', [
    ['a description of nulls', json([{ id: null, description: null, descriptionOption: null }])],
    ['a description of the wrong type', json({ items: [{ id: 1, description: 5, descriptionOption: 'Fire' }] })],
  ]),
  ...rests(files, 'GET /api/files (assumed)', [
    ['a file of nulls', json([{ id: null, s3Key: null, description: null }])],
    ['an s3Key of the wrong type', json([{ id: 1, s3Key: { bucket: 'b' } }])],
  ]),
  ...rests(templates, 'GET /api/video-template', [
    ['a template without an id', json([{ name: 'intro' }])],
    ['an entry that is not a template', json([{ id: 1 }, null])],
  ]),
  ...rests(speedTests, 'GET /speed-test', [
    ['a record of nulls', json([{ speed: null, unit: null }])],
    ['a unit of the wrong type', json([{ speed: 12.5, unit: 1 }])],
  ]),
  ...rests(behaviour, 'GET /user-behaviour', [
    ['an entry without an action', json([{ action: null, at: '2026-11-20T10:00:00Z' }])],
    ['details of the wrong type', json({ data: [{ action: 'LOGIN', at: '2026-11-20T10:00:00Z', detail: 'x' }] })],
  ]),
  ...rests(rolePermissions, 'GET /api/role/{id}/permissions', [
    ['a permission of nulls', json([{ id: null, name: null }])],
    ['a name of the wrong type', json([{ id: 1, name: 7 }])],
  ]),
  ...rests(settings, 'GET /teleport-config', [
    ['a flag that is neither true nor false', json({ restrictVideo: 'maybe', requireIncidentTitle: true })],
    ['a title limit that is an object', json({ limitedTitleLength: { max: 60 } })],
    ['a list', json([{ restrictVideo: true }])],
    ['HTML with 200', html()],
    ['a text that is not JSON', text('restrictVideo=true')],
  ]),
  ...rests(tenantSettings, 'GET /teleport-config/{tenantId} (assumed)', [
    ['a flag that is a list', json({ allowOperatorBroadcast: [true] })],
    ['a language that is a number', json({ defaultLanguage: 3 })],
  ]),
  ...rests(featureList, 'GET /api/features (assumed)', [
    ['a switch without a flag', json([{ key: 'chat', description: 'Chat' }])],
    ['a flag that is neither on nor off', json({ items: [{ key: 'chat', enabled: 'maybe' }] })],
    ['a description of the wrong type', json([{ key: 'chat', enabled: true, description: { en: 'Chat' } }])],
    ['a key that cannot be named', json([{ key: '../settings', enabled: true }])],
    [
      'one switch twice, on and off',
      json([
        { key: 'chat', enabled: true },
        { key: 'chat', enabled: false },
      ]),
    ],
    ['an object without a list', json({ chat: true })],
  ]),
  ...rests(featureSet, 'PATCH /api/features/{key} (assumed)', [
    ['a switch of nulls', json({ key: null, enabled: null, description: null })],
    ['plain text with 200', text('done')],
  ]),
  ...rests(turnToken, 'POST /api/twilio/turntoken/generate', [
    ['no list of servers', json({ username: 'u', password: 'p', ttl: '86400' })],
    ['a server without an address', json({ iceServers: [{ username: 'u', credential: 'c' }] })],
    ['an address of the wrong type', json({ ice_servers: [{ urls: 3478 }] })],
    ['HTML with 200', html()],
  ]),
  ...rests(roles, 'GET /api/role', [['oversized list', json(tooMany({ id: 1, name: 'r' }))]]),
  ...rests(users, 'GET /api/users (assumed)', [
    ['HTML with 200', html()],
    ['an object without rows', json({ total: 4 })],
    ['a row without an id', json([{ email: 'a@b.co' }])],
    ['total of the wrong type', json({ items: [], total: 'many' })],
    ['oversized list', json(tooMany({ id: 1, email: 'a@b.co' }))],
    ['a name and flags of the wrong types', json([{ id: 1, email: 'a@b.co', name: 5, isSuperUser: 'yes', roles: 'admin' }])],
  ]),
  ...rests(places, 'GET /api/places-of-interest (assumed)', [
    ['a name and a category of the wrong types', json([{ id: 1, name: 42, category: 7, latitude: -22.9, longitude: -43.2 }])],
  ]),
  ...rests(ratings, 'GET /api/app-ratings (assumed)', [
    ['a comment of the wrong type', json([{ id: 1, stars: 5, comment: { text: 'ok' }, at: '2026-11-02T10:00:00Z', platform: 'web' }])],
  ]),
  ...rests(approveRegistration, 'POST /api/new-users-register/{id}/approve (assumed)', [
    ['an empty object', json({})],
    ['plain text with 200', text('approved')],
  ]),
  ...graphqls(createIncident, 'createIncident', [
    ['an empty incident', gql({ createIncident: {} })],
    ['incident null', gql({ createIncident: null })],
    ['id of the wrong type', gql({ createIncident: { id: { value: 1 } } })],
    ['root field missing', gql({})],
  ]),
  ...graphqls(updateIncident, 'updateIncident', [
    ['an empty incident', gql({ updateIncident: {} })],
    ['blank id', gql({ updateIncident: { id: '  ' } })],
    ['errors with data null', json({ data: null, errors: [{ message: 'GraphQL error: value too long for type character varying(255)' }] })],
    ['errors that are not a list', json({ data: null, errors: 'boom' })],
    ['errors holding null', json({ data: null, errors: [null] })],
    ['JSON null', json(null)],
    ['an empty body', empty()],
    ['HTML with 200', html()],
    ['an empty object', json({})],
    ['data null without errors', json({ data: null })],
    ['500 with JSON', json({ errors: [{ message: 'db down' }] }, 500)],
    ['401', json({ message: 'jwt expired' }, 401)],
  ]),
  ...graphqls(incidentById, 'getIncidentById', [
    ['fields of the wrong types', gql({ getIncidentById: WRONG_TYPES })],
    ['a nested incident without an id', gql({ getIncidentById: { id: 41, linkedIncident: { title: 'Earlier' } } })],
    ['a 10,000-deep answer', rawJson(`{"data":{"getIncidentById":${nested('linkedIncident', 'null', 10_000, '"id":"41",')}}}`)],
    ['incident a string', gql({ getIncidentById: 'x' })],
    ['data a list', json({ data: [] })],
  ]),
  ...graphqls(liveStreams, 'getAllLiveStreams', [
    ['an entry that is null', gql({ getAllLiveStreams: [{ id: '41' }, null] })],
    ['an incident with fields of the wrong types', gql({ getAllLiveStreams: [WRONG_TYPES] })],
    ['oversized list', gql({ getAllLiveStreams: tooMany({ id: '1' }) })],
    ['a number', gql({ getAllLiveStreams: 5 })],
  ]),
  ...graphqls(joinChannel, 'joinLiveChannel', [
    ['no channel', gql({ joinLiveChannel: { uid: 1, token: 't' } })],
    ['token of the wrong type', gql({ joinLiveChannel: { uid: 1, token: 9, channel: 'c' } })],
  ]),
  ...graphqls(finishIncident, 'finishIncident', [['answer null', gql({ finishIncident: null })]]),
  ...graphqls(media, 'incident media', [
    ['media not a list', gql({ getIncidentById: { media: 'x' } })],
    ['a media item of the wrong type', gql({ getIncidentById: { id: '41', media: [{ id: 1, url: 42 }] } })],
    ['a media entry that is a number', gql({ getIncidentById: { id: '41', media: [3] } })],
  ]),
  ...(
    [
      ['not JSON', '{"event": "stopLiveStream", '],
      ['JSON null', 'null'],
      ['a list', '[1,2]'],
      ['binary', new ArrayBuffer(4)],
      ['stop with a channel of the wrong type', JSON.stringify({ event: 'stopLiveStream', data: { channel: 5 } })],
      [
        'take-over with an operator of the wrong type',
        JSON.stringify({ event: 'INCIDENT_UPDATED', data: { incidentId: 1, activeOperator: 'x' } }),
      ],
      ['mute with a flag of the wrong type', JSON.stringify({ event: 'muteLiveStream', data: { channel: 'c', muted: 'yes' } })],
      ['oversized frame', JSON.stringify({ event: 'connectionStatus', data: { status: 'x'.repeat(300 * 1024) } })],
      ['a 10,000-deep frame of an unknown event', `{"event":"somethingNew","data":${nested('a', '1')}}`],
      ['a 10,000-deep take-over', `{"event":"INCIDENT_UPDATED","data":{"incidentId":1,"activeOperator":${nested('id', '1')}}}`],
    ] as const
  ).map(([what, frame]): MalformedCase => ({ transport: 'socket', name: `socket: ${what}`, answer: frame })),
];

export interface MalformedTally {
  readonly tried: number;
  readonly crashed: number;
  /** Each crash: the case and what happened. */
  readonly crashes: readonly string[];
  /** How many were taken as data: answered as a success, or read as a message, instead of refused. */
  readonly accepted: number;
  /** Each case's outcome: the failure kind and its message key, or what went wrong. */
  readonly outcomes: ReadonlyArray<{ readonly name: string; readonly outcome: string; readonly accepted: boolean }>;
}

/** The outcomes that took a malformed answer as data (a success, a socket message) rather than refusing it. */
const ACCEPTED = /^crashed: (?:accepted as|read as)/;

type Locale = Record<string, unknown>;
const readLocale = (file: string) => JSON.parse(readFileSync(new URL(`../../../locales/${file}`, import.meta.url), 'utf8')) as Locale;
/** Each language's strings: the main bundle, the incident pages' and the administration strings the signed-in shell adds. */
const LOCALES: readonly Locale[] = ['en', 'pt', 'es'].map((language) => ({
  ...readLocale(`${language}.json`),
  ...readLocale(`incident/${language}.json`),
  ...readLocale(`admin/${language}.json`),
}));
const translated = (key: string): boolean =>
  LOCALES.every((locale) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Locale)[part] : undefined), locale);
    return typeof value === 'string' && value.trim() !== '';
  });

/** An error result as the operator gets it: a clear failure kind and a translated message; else what is wrong. */
function judge(error: unknown): string {
  if (!isGatewayError(error)) return `crashed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  const failure = callFailure(error);
  if (failure.kind === 'unexpected' || failure.kind === 'unknown') return `crashed: ${failure.kind}`;
  const key = callFailureMessageKey(failure);
  return translated(key) ? `${failure.kind} -> ${key}` : `crashed: ${key} not translated`;
}

function socketOutcome(frame: unknown, logger: MemoryLogger): string {
  const listeners = new Map<string, (event: { data?: unknown }) => void>();
  const socket: RealtimeSocket = {
    readyState: 1,
    send: () => {},
    close: () => {},
    addEventListener: (type, listener) => void listeners.set(type, listener),
    removeEventListener: (type) => void listeners.delete(type),
  };
  const connection = new WebSocketRealtimeEvents('ws://backend.test', logger, () => socket).connect('t');
  const fired: unknown[] = [];
  connection.onMessage((message) => fired.push(message));
  const before = logger.entries.length;
  listeners.get('message')?.({ data: frame });
  if (fired.length > 0) return `crashed: read as ${JSON.stringify(fired[0]).slice(0, 80)}`;
  if (logger.entries.length === before) return 'crashed: dropped without a log line';
  const read = readRealtimeFrame(frame);
  return read.ok ? 'crashed: read as a message' : judge(read.error);
}

/** Tries every case against one production container and counts them. */
export async function runMalformedAnswers(cases: readonly MalformedCase[] = MALFORMED_CASES): Promise<MalformedTally> {
  const server = setupServer();
  server.listen({ onUnhandledRequest: 'error' });
  const logger = new MemoryLogger();
  const reporter = new RecordingErrorReporter();
  const storage = new MemoryStorage();
  storage.set('token', 'stored-token');
  const container = createContainer('real', {
    config: { apiUrl: API, graphqlUrl: GRAPHQL_URL },
    bindings: [
      [Logger, logger],
      [ErrorReporter, reporter],
      [KeyValueStorage.local, storage],
    ],
  });
  const outcomes: { name: string; outcome: string; accepted: boolean }[] = [];
  try {
    for (const testCase of cases) {
      let outcome: string;
      const reportsBefore = reporter.exceptions.length;
      try {
        if (testCase.transport === 'socket') outcome = socketOutcome(testCase.answer, logger);
        else {
          server.resetHandlers(http.all(`${API}/*`, testCase.answer as Answer));
          const value = await testCase.call?.(container);
          outcome = `crashed: accepted as ${JSON.stringify(value)?.slice(0, 80)}`;
        }
      } catch (error) {
        outcome = judge(error);
      }
      if (reporter.exceptions.length > reportsBefore && !outcome.startsWith('crashed')) outcome = 'crashed: reported as a bug';
      outcomes.push({ name: testCase.name, outcome, accepted: ACCEPTED.test(outcome) });
    }
  } finally {
    server.close();
  }
  const crashes = outcomes.filter((o) => o.outcome.startsWith('crashed')).map((o) => `${o.name}: ${o.outcome}`);
  const accepted = outcomes.filter((o) => o.accepted).length;
  return { tried: outcomes.length, crashed: crashes.length, crashes, accepted, outcomes };
}
