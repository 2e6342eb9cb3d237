import { parse, visit } from 'graphql';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { ApolloIncidentsGraphql, stripGraphqlErrorPrefix } from '../../src/adapters/real/incidents-graphql.adapter';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import { GRAPHQL_URL, mswWire } from './support/msw-wire';

/** The no-login view's access, as its link carries it. */
const SHARE = { tenant: 'tenant_5', shareToken: 'a'.repeat(32) };

const api = graphql.link(GRAPHQL_URL);
const { server } = mswWire();

function gateway(storage = new MemoryStorage()): ApolloIncidentsGraphql {
  return new ApolloIncidentsGraphql({ url: GRAPHQL_URL, storage, originRequest: () => 'http://console.test/public/incident/live' });
}

/** A server incident as the platform may send it (GraphQL ids are strings). */
const SERVER_INCIDENT = {
  id: '41',
  title: 'Fire at the station',
  description: 'Smoke on platform 2',
  address: 'Rua A, 10',
  city: 'Rio de Janeiro',
  latitude: -22.95,
  longitude: '-43.19',
  at: '2026-11-20T10:00:00.000Z',
  status: 'DRAFT',
  category: { id: '14', title: 'Teleport' },
  incidentsCategoryId: 14,
  isStreamingLive: true,
  sendToPhone: '+5521999990000',
  sendToPhones: ['+5521999990000'],
  videoStream: { id: '3', incidentId: '41', token: 'rtc', channel: 'incident-41', startedAt: '2026-11-20T10:01:00.000Z', sid: 'sid-1' },
  userCreate: { id: '9', phone: '+5521999990000', email: null, name: 'Ana', lastName: 'Torres' },
  activeOperator: { id: '2', email: 'op@x.test', name: 'Op', lastName: 'One', phone: null },
  media: [
    {
      id: '5',
      url: 'https://cdn.test/p.jpg',
      thumbnailUrl: 'https://cdn.test/t.jpg',
      typeContent: 'image',
      filename: 'p.jpg',
      originalIncidentId: null,
    },
  ],
  comments: [{ id: 'c1', at: '2026-11-20T10:02:00.000Z', body: 'Hi', user: { id: '9', name: 'Ana' }, isReported: false }],
  updates: [],
  finishedAt: null,
  deletedAt: null,
  fearfulFace: 1,
  pushNotificationsSent: true,
  linkedIncident: { id: '40', title: 'Earlier', at: '2026-11-19T10:00:00.000Z', finishedAt: '2026-11-19T11:00:00.000Z' },
  linkedIncidentsToMe: [],
  __typename: 'Incident',
};

describe('ApolloIncidentsGraphql: queries (SPEC §7 Incidents over GraphQL)', () => {
  it('getIncidentById sends the id and reads the SPEC §3 fields, unknown and missing fields dropped or null', async () => {
    let variables: unknown;
    let query = '';
    server.use(
      api.query('getIncidentById', ({ variables: v, query: q }) => {
        variables = v;
        query = q;
        return HttpResponse.json({ data: { getIncidentById: { ...SERVER_INCIDENT, secretColumn: 'x' } } });
      }),
    );
    const incident = await gateway().getIncidentById(41);
    expect(variables).toEqual({ id: '41' });
    for (const field of ['activeOperator', 'videoStream', 'linkedIncidentsToMe', 'deletedAt', 'finishedAt', 'media', 'userCreate'])
      expect(query).toContain(field);
    expect(incident).toMatchObject({
      id: '41',
      title: 'Fire at the station',
      latitude: -22.95,
      longitude: '-43.19',
      category: { id: '14', title: 'Teleport' },
      videoStream: { channel: 'incident-41', incident: null },
      activeOperator: { id: '2', email: 'op@x.test' },
      media: [{ id: '5', typeContent: 'image', filename: 'p.jpg', originalIncidentId: null }],
      comments: [
        { id: 'c1', body: 'Hi', user: { id: '9', name: 'Ana', lastName: null, email: null }, isReported: false, reportedAt: null },
      ],
      pushNotificationsSent: true,
      linkedIncident: { id: '40', title: 'Earlier', finishedAt: '2026-11-19T11:00:00.000Z', description: null },
      userUpdate: null,
      redHeart: null,
    });
    expect(incident).not.toHaveProperty('secretColumn');
    expect(incident).not.toHaveProperty('__typename');
  });

  it('a read asked while the same read is in flight goes to the server too, and answers the newer copy', async () => {
    let reads = 0;
    let releaseFirst = (): void => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    server.use(
      api.query('getIncidentById', async () => {
        reads++;
        const title = reads === 1 ? 'Fire at the station' : 'Fire at the station, platform 2 closed';
        if (reads === 1) await firstHeld;
        return HttpResponse.json({ data: { getIncidentById: { ...SERVER_INCIDENT, title } } });
      }),
    );
    const incidents = gateway();
    const before = incidents.getIncidentById(41);
    await expect.poll(() => reads).toBe(1);
    // The incident changes on the server (INCIDENT_UPDATED) while the first read is still on its way.
    const after = incidents.getIncidentById(41);
    await expect.poll(() => reads).toBe(2);
    releaseFirst();
    expect((await before)?.title).toBe('Fire at the station');
    expect((await after)?.title).toBe('Fire at the station, platform 2 closed');
  });

  it('getIncidentById answers null when the server has no such incident', async () => {
    server.use(api.query('getIncidentById', () => HttpResponse.json({ data: { getIncidentById: null } })));
    expect(await gateway().getIncidentById('999')).toBeNull();
  });

  it('getIncidentByIdNoAuth asks only for what the no-login view shows: no phone, people, comments, media or stream token', async () => {
    let query = '';
    server.use(
      api.query('getIncidentByIdNoAuth', ({ query: text }) => {
        query = text;
        return HttpResponse.json({ data: { getIncidentByIdNoAuth: null } });
      }),
    );
    await gateway().getIncidentByIdNoAuth(7, SHARE);
    const fields = new Set<string>();
    visit(parse(query), { Field: (node) => void (node.name.value === '__typename' || fields.add(node.name.value)) });
    expect([...fields].sort()).toEqual(
      [
        'getIncidentByIdNoAuth',
        'id',
        'title',
        'address',
        'city',
        'latitude',
        'longitude',
        'at',
        'isStreamingLive',
        'finishedAt',
        'deletedAt',
        'videoStream',
        'incidentId',
        'channel',
        'startedAt',
      ].sort(),
    );
  });

  it("getIncidentByIdNoAuth sends the id as a string, with the link's tenant and share token as headers", async () => {
    let variables: unknown;
    let headers: Headers | undefined;
    server.use(
      api.query('getIncidentByIdNoAuth', ({ variables: v, request }) => {
        variables = v;
        headers = request.headers;
        return HttpResponse.json({ data: { getIncidentByIdNoAuth: { id: '7', title: 'Read only' } } });
      }),
    );
    expect(await gateway().getIncidentByIdNoAuth(7, SHARE)).toMatchObject({ id: '7', title: 'Read only' });
    expect(variables).toEqual({ id: '7' });
    expect(headers?.get('x-share-tenant')).toBe('tenant_5');
    expect(headers?.get('x-share-token')).toBe(SHARE.shareToken);
  });

  it.each([
    ['getIncidentsLastHours', (g: IncidentsGateway) => g.getIncidentsLastHours(2), { lastHours: 2 }],
    [
      'getIncidents',
      (g: IncidentsGateway) => g.getIncidents({ first: 100, onlyLive: true, ignoreStatus: true }),
      { first: 100, onlyLive: true, ignoreStatus: true },
    ],
    ['getIncidents', (g: IncidentsGateway) => g.getIncidents({}), {}],
    [
      'getIncidentsNotPagination',
      (g: IncidentsGateway) => g.getIncidentsNotPagination({ all: false, numberOfDays: -1 }),
      { all: false, numberOfDays: -1 },
    ],
    ['getAllLiveStreams', (g: IncidentsGateway) => g.getAllLiveStreams(), {}],
  ] as const)('%s sends its variables and reads the list; one entry that is not an incident refuses it', async (name, call, expected) => {
    let variables: unknown;
    server.use(
      api.query(name, ({ variables: v }) => {
        variables = v;
        return HttpResponse.json({ data: { [name]: [SERVER_INCIDENT, { id: 42, title: null }] } });
      }),
    );
    const list = await call(gateway());
    expect(variables).toEqual(expected);
    expect(list.map((i) => i.id)).toEqual(['41', 42]);
    expect(list[1]).toMatchObject({ title: null, media: null, videoStream: null });
    for (const entry of [null, 'junk', { title: 'no id' }, { id: 43, title: 7 }]) {
      server.use(api.query(name, () => HttpResponse.json({ data: { [name]: [SERVER_INCIDENT, entry] } })));
      await expect(call(gateway())).rejects.toMatchObject({ kind: 'invalid-response' });
    }
  });

  it.each<[string, Record<string, unknown>]>([
    ['a title that is a number', { title: 42 }],
    ['a stream that is a text', { videoStream: 'incident-41' }],
    ['a finish time that is an object', { finishedAt: { at: 1 } }],
    ['coordinates that are flags', { latitude: true }],
    ['media that is not a list', { media: 'x' }],
    ['a media item that is a text', { media: ['p.jpg'] }],
    ['an operator that is a list', { activeOperator: [] }],
    ['a nested incident without an id', { linkedIncident: { title: 'Earlier' } }],
    ['a count that is not finite', { redHeart: 'many' }],
  ])('an incident with %s is refused, never read as one without it', async (_what, fields) => {
    server.use(api.query('getIncidentById', () => HttpResponse.json({ data: { getIncidentById: { ...SERVER_INCIDENT, ...fields } } })));
    await expect(gateway().getIncidentById(41)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('an answer nested thousands of levels deep is refused before it is read', async () => {
    // Written as text: serialising such an object would overflow the test's own stack.
    const deep = `${'{"id":"1","linkedIncident":'.repeat(10_000)}null${'}'.repeat(10_000)}`;
    const body = `{"data":{"getIncidentById":${deep}}}`;
    server.use(http.post(GRAPHQL_URL, () => new Response(body, { headers: { 'content-type': 'application/json' } })));
    await expect(gateway().getIncidentById(41)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a null list reads as empty; a list that is a string is an invalid response', async () => {
    server.use(api.query('getAllLiveStreams', () => HttpResponse.json({ data: { getAllLiveStreams: null } })));
    expect(await gateway().getAllLiveStreams()).toEqual([]);
    server.use(api.query('getAllLiveStreams', () => HttpResponse.json({ data: { getAllLiveStreams: 'everything' } })));
    await expect(gateway().getAllLiveStreams()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('the incident media poll reads getIncidentById(id) { media }', async () => {
    let variables: unknown;
    let query = '';
    server.use(
      api.query('getIncidentMedia', ({ variables: v, query: q }) => {
        variables = v;
        query = q;
        return HttpResponse.json({
          data: { getIncidentById: { id: '41', media: [{ id: 1, url: 'u', typeContent: 'video', thumbnailUrl: null }] } },
        });
      }),
    );
    expect(await gateway().getIncidentMedia(41)).toEqual([
      { id: 1, url: 'u', thumbnailUrl: null, typeContent: 'video', filename: null, originalIncidentId: null },
    ]);
    expect(variables).toEqual({ id: '41' });
    expect(query).toMatch(/getIncidentById\(id: \$id\)/);
    server.use(api.query('getIncidentMedia', () => HttpResponse.json({ data: { getIncidentById: null } })));
    expect(await gateway().getIncidentMedia(41)).toEqual([]);
    for (const media of [[{ id: 1, thumbnailUrl: 7 }], [{ id: 1 }, 3]]) {
      server.use(api.query('getIncidentMedia', () => HttpResponse.json({ data: { getIncidentById: { id: '41', media } } })));
      await expect(gateway().getIncidentMedia(41)).rejects.toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('videosContents sends the hash and reads media items', async () => {
    let variables: unknown;
    server.use(
      api.query('videosContents', ({ variables: v }) => {
        variables = v;
        return HttpResponse.json({
          data: { videosContents: [{ id: 'r1', url: 'https://cdn.test/rec.m3u8', typeContent: 'cloudRecording' }] },
        });
      }),
    );
    expect(await gateway().videosContents('incident-41')).toEqual([
      {
        id: 'r1',
        url: 'https://cdn.test/rec.m3u8',
        thumbnailUrl: null,
        typeContent: 'cloudRecording',
        filename: null,
        originalIncidentId: null,
      },
    ]);
    expect(variables).toEqual({ hash: 'incident-41' });
  });
});

describe('ApolloIncidentsGraphql: mutations (SPEC §7)', () => {
  it('createIncident sends input and operatorIps (category 14, DRAFT) and reads the created incident', async () => {
    let variables: unknown;
    server.use(
      api.mutation('createIncident', ({ variables: v }) => {
        variables = v;
        return HttpResponse.json({ data: { createIncident: { id: '100', status: 'DRAFT', title: 'Fire' } } });
      }),
    );
    const payload = incidentsCreatePayload(
      { title: ' Fire ', description: 'Smoke', address: 'Rua A', city: 'Rio', latitude: -22.9, longitude: -43.1, phone: '+5521999990000' },
      ['192.168.0.2', '8.8.8.8'],
    );
    expect(await gateway().createIncident(payload)).toMatchObject({ id: '100', status: 'DRAFT', title: 'Fire' });
    expect(variables).toEqual({
      input: {
        title: 'Fire',
        description: 'Smoke',
        address: 'Rua A',
        city: 'Rio',
        latitude: -22.9,
        longitude: -43.1,
        sendToPhone: '+5521999990000',
        incidentsCategoryId: 14,
        status: 'DRAFT',
      },
      operatorIps: ['192.168.0.2'],
    });
  });

  it('createIncident answering no incident is an invalid response', async () => {
    server.use(api.mutation('createIncident', () => HttpResponse.json({ data: { createIncident: null } })));
    await expect(gateway().createIncident(incidentsCreatePayload({ title: 't' }, []))).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('updateIncident sends only the given fields and the incident id', async () => {
    let variables: unknown;
    server.use(
      api.mutation('updateIncident', ({ variables: v }) => {
        variables = v;
        return HttpResponse.json({ data: { updateIncident: { id: '41', title: 'New title', status: 'OPEN' } } });
      }),
    );
    const updated = await gateway().updateIncident(41, { title: 'New title', latitude: null, status: 'OPEN', description: undefined });
    expect(variables).toEqual({ input: { title: 'New title', latitude: null, status: 'OPEN' }, incidentId: '41' });
    expect(updated).toMatchObject({ id: '41', title: 'New title' });
  });

  it.each([
    ['finishIncident', (g: IncidentsGateway) => g.finishIncident(41), { incidentId: '41' }, { id: '41', finishedAt: 'now' }],
    ['deleteIncident', (g: IncidentsGateway) => g.deleteIncident('41'), { incidentId: '41' }, { id: '41', deletedAt: 'now' }],
    ['deleteCommentFromIncident', (g: IncidentsGateway) => g.deleteComment(41, 'c1'), { incidentId: '41', commentId: 'c1' }, { id: '41' }],
    ['setApprovedComment', (g: IncidentsGateway) => g.approveComment('41', 7), { incidentId: '41', commentId: '7' }, { id: '41' }],
    ['stopAllChannels', (g: IncidentsGateway) => g.stopAllChannelsMutation(41), { incidentId: '41' }, true],
  ] as const)('%s sends %j', async (name, call, expected, answer) => {
    let variables: unknown;
    server.use(
      api.mutation(name, ({ variables: v }) => {
        variables = v;
        return HttpResponse.json({ data: { [name]: answer } });
      }),
    );
    await expect(call(gateway())).resolves.toBeUndefined();
    expect(variables).toEqual(expected);
  });

  it.each([
    ['joinLiveChannel', (g: IncidentsGateway) => g.joinLiveChannel('incident-41')],
    ['joinLiveCollabChannel', (g: IncidentsGateway) => g.joinLiveCollabChannel('incident-41')],
    ['joinLiveChannelNoAuth', (g: IncidentsGateway) => g.joinLiveChannelNoAuth('incident-41', SHARE)],
  ] as const)('%s sends the channel and reads uid, token, channel', async (name, call) => {
    let variables: unknown;
    server.use(
      api.mutation(name, ({ variables: v }) => {
        variables = v;
        return HttpResponse.json({ data: { [name]: { uid: 1234, token: 'rtc-token', channel: 'incident-41', extra: 1 } } });
      }),
    );
    expect(await call(gateway())).toEqual({ uid: 1234, token: 'rtc-token', channel: 'incident-41' });
    expect(variables).toEqual({ channel: 'incident-41' });
  });

  it('a channel join answering null is an invalid response', async () => {
    server.use(api.mutation('joinLiveChannel', () => HttpResponse.json({ data: { joinLiveChannel: null } })));
    await expect(gateway().joinLiveChannel('c')).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('ApolloIncidentsGraphql: failures (SPEC §8)', () => {
  it('a response holding errors rejects with the first message, the "GraphQL error: " prefix removed', async () => {
    server.use(
      api.mutation('updateIncident', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'GraphQL error: value too long for type character varying(255)' }, { message: 'second' }],
        }),
      ),
    );
    const failure = await gateway()
      .updateIncident(1, { title: 'x'.repeat(300) })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', serverMessage: 'value too long for type character varying(255)' });
  });

  it('errors beside partial data still reject (SPEC §8: a response holding errors is a failure)', async () => {
    server.use(
      api.mutation('joinLiveChannel', () =>
        HttpResponse.json({ data: { joinLiveChannel: { uid: 1, token: 't', channel: 'c' } }, errors: [{ message: 'Channel is closed' }] }),
      ),
    );
    await expect(gateway().joinLiveChannel('c')).rejects.toMatchObject({ kind: 'server', serverMessage: 'Channel is closed' });
  });

  it('an UNAUTHENTICATED error is unauthorized, keeping its message', async () => {
    server.use(
      api.query('getIncidentById', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    await expect(gateway().getIncidentById(1)).rejects.toMatchObject({ kind: 'unauthorized', serverMessage: 'Unauthorized' });
  });

  it("the no-login query's SHARE_LINK_EXPIRED error is an expired link; any other refusal stays what it was", async () => {
    const access = { tenant: 'tenant_5', shareToken: 'a'.repeat(32) };
    server.use(
      api.query('getIncidentByIdNoAuth', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Share link expired', extensions: { code: 'SHARE_LINK_EXPIRED' } }] }),
      ),
    );
    await expect(gateway().getIncidentByIdNoAuth(1, access)).rejects.toMatchObject({ kind: 'expired' });
    server.use(api.query('getIncidentByIdNoAuth', () => HttpResponse.json({ data: { getIncidentByIdNoAuth: null } })));
    expect(await gateway().getIncidentByIdNoAuth(1, access)).toBeNull();
  });

  it.each([
    [401, { message: 'Unauthorized' }, 'unauthorized', 'Unauthorized'],
    [404, { message: 'Not Found' }, 'not-found', 'Not Found'],
    [500, { errors: [{ message: 'GraphQL error: boom' }] }, 'server', 'boom'],
  ] as const)('an HTTP %i answer rejects as %j', async (status, body, kind, message) => {
    server.use(http.post(GRAPHQL_URL, () => HttpResponse.json(body, { status })));
    await expect(gateway().getAllLiveStreams()).rejects.toMatchObject({ kind, status, serverMessage: message });
  });

  it('an unreachable server is a network error', async () => {
    server.use(http.post(GRAPHQL_URL, () => HttpResponse.error()));
    await expect(gateway().getAllLiveStreams()).rejects.toMatchObject({ kind: 'network' });
  });

  it('a body that is not JSON is an invalid response', async () => {
    server.use(
      http.post(
        GRAPHQL_URL,
        () => new HttpResponse('<html>gateway</html>', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    await expect(gateway().getAllLiveStreams()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it.each([
    ['GraphQL error: Incident not found', 'Incident not found'],
    ['graphql error:  GraphQL error: nested', 'nested'],
    ['Plain message', 'Plain message'],
  ])('stripGraphqlErrorPrefix(%j) = %j', (input, expected) => {
    expect(stripGraphqlErrorPrefix(input)).toBe(expected);
  });
});

describe('ApolloIncidentsGraphql: headers (SPEC §7)', () => {
  it('sends the stored bearer token, x-mac and x-origin-request on every request, read afresh each time', async () => {
    const storage = new MemoryStorage();
    storage.set('token', 'token-1');
    storage.set('deviceHash', 'device-abc');
    const seen: Headers[] = [];
    server.use(
      api.query('getAllLiveStreams', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ data: { getAllLiveStreams: [] } });
      }),
    );
    const g = gateway(storage);
    await g.getAllLiveStreams();
    storage.set('token', 'token-2');
    storage.remove('deviceHash');
    await g.getAllLiveStreams();
    expect(seen[0]?.get('authorization')).toBe('Bearer token-1');
    expect(seen[0]?.get('x-mac')).toBe('device-abc');
    expect(seen[0]?.get('x-origin-request')).toBe('http://console.test/public/incident/live');
    expect(seen[1]?.get('authorization')).toBe('Bearer token-2');
    expect(seen[1]?.has('x-mac')).toBe(false);
  });

  it('sends no authorization header when no token is stored (the read-only live view)', async () => {
    let headers: Headers | undefined;
    server.use(
      api.query('getIncidentByIdNoAuth', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ data: { getIncidentByIdNoAuth: null } });
      }),
    );
    await gateway().getIncidentByIdNoAuth(1, SHARE);
    expect(headers?.has('authorization')).toBe(false);
  });
});
