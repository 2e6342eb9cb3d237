import { readFileSync } from 'node:fs';
import type { Container } from 'inversify';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import { CollabGateway } from '../../../src/application/ports/collab-gateway.port';
import { ErrorReporter } from '../../../src/application/ports/error-reporter.port';
import { isGatewayError } from '../../../src/application/ports/gateway-error';
import { IncidentsGateway } from '../../../src/application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../../src/application/ports/incidents-rest-gateway.port';
import { KeyValueStorage } from '../../../src/application/ports/key-value-storage.port';
import { Logger } from '../../../src/application/ports/logger.port';
import { MessageStatusGateway } from '../../../src/application/ports/message-status-gateway.port';
import { RolesGateway } from '../../../src/application/ports/roles-gateway.port';
import { UsersGateway } from '../../../src/application/ports/users-gateway.port';
import { RegistrationsGateway } from '../../../src/application/ports/registrations-gateway.port';
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
const users: Call = (c) => c.get<UsersGateway>(UsersGateway).list({ page: 1, perPage: 10, sort: null, search: '', filters: {} });
const approveRegistration: Call = (c) => c.get<RegistrationsGateway>(RegistrationsGateway).approve(3);
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
const finishIncident: Call = (c) => incidents(c).finishIncident('41');
const media: Call = (c) => incidents(c).getIncidentMedia('41');

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
    ['an object without a list', json({})],
    ['a number', json(3)],
    ['oversized list', json(tooMany({ id: 1 }))],
    ['HTML 502 page', html(502)],
  ]),
  ...rests(search, 'POST /api/incidents/search/', [
    ['an object without a list', json({ total: 3 })],
    ['oversized list', json(tooMany({ id: 1 }))],
  ]),
  ...rests(addPhoto, 'POST /api/incidents/{id}/addphoto', [
    ['JSON null', json(null)],
    ['an empty object', json({})],
  ]),
  ...rests(messageStatus, 'message status by incident', [
    ['HTML with 200', html()],
    ['an object without a list', json({ data: 'x' })],
  ]),
  ...rests(roles, 'GET /api/role', [['oversized list', json(tooMany({ id: 1, name: 'r' }))]]),
  ...rests(users, 'GET /api/users (assumed)', [
    ['HTML with 200', html()],
    ['an object without rows', json({ total: 4 })],
    ['a row without an id', json([{ email: 'a@b.co' }])],
    ['total of the wrong type', json({ items: [], total: 'many' })],
    ['oversized list', json(tooMany({ id: 1, email: 'a@b.co' }))],
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
    ['incident a string', gql({ getIncidentById: 'x' })],
    ['data a list', json({ data: [] })],
  ]),
  ...graphqls(liveStreams, 'getAllLiveStreams', [
    ['oversized list', gql({ getAllLiveStreams: tooMany({ id: '1' }) })],
    ['a number', gql({ getAllLiveStreams: 5 })],
  ]),
  ...graphqls(joinChannel, 'joinLiveChannel', [
    ['no channel', gql({ joinLiveChannel: { uid: 1, token: 't' } })],
    ['token of the wrong type', gql({ joinLiveChannel: { uid: 1, token: 9, channel: 'c' } })],
  ]),
  ...graphqls(finishIncident, 'finishIncident', [['answer null', gql({ finishIncident: null })]]),
  ...graphqls(media, 'incident media', [['media not a list', gql({ getIncidentById: { media: 'x' } })]]),
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
    ] as const
  ).map(([what, frame]): MalformedCase => ({ transport: 'socket', name: `socket: ${what}`, answer: frame })),
];

export interface MalformedTally {
  readonly tried: number;
  readonly crashed: number;
  /** Each crash: the case and what happened. */
  readonly crashes: readonly string[];
  /** Each case's outcome: the failure kind and its message key, or what went wrong. */
  readonly outcomes: ReadonlyArray<{ readonly name: string; readonly outcome: string }>;
}

type Locale = Record<string, unknown>;
const readLocale = (file: string) => JSON.parse(readFileSync(new URL(`../../../locales/${file}`, import.meta.url), 'utf8')) as Locale;
/** Each language's strings: the main bundle and the administration strings the signed-in shell adds. */
const LOCALES: readonly Locale[] = ['en', 'pt', 'es'].map((language) => ({
  ...readLocale(`${language}.json`),
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
  const outcomes: { name: string; outcome: string }[] = [];
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
      outcomes.push({ name: testCase.name, outcome });
    }
  } finally {
    server.close();
  }
  const crashes = outcomes.filter((o) => o.outcome.startsWith('crashed')).map((o) => `${o.name}: ${o.outcome}`);
  return { tried: outcomes.length, crashed: crashes.length, crashes, outcomes };
}
