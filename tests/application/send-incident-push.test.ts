import { describe, expect, it } from 'vitest';
import { SendIncidentPushUseCase } from '../../src/application/incidents/send-incident-push.use-case';
import { PushNotifications, type ReceivedPush } from '../../src/application/ports/push.port';
import type { FakePushNotifications } from '../../src/adapters/fake/push-notifications.fake';
import { incidentsWorld } from './incidents-support';

async function world() {
  const w = incidentsWorld();
  await w.login('public');
  const incident = (await w.store.list('public')).find((i) => !i.deletedAt)!;
  const push = w.container.get<FakePushNotifications>(PushNotifications);
  const received: ReceivedPush[] = [];
  push.onReceived((p) => received.push(p));
  return { ...w, incident, push, received, send: w.container.get(SendIncidentPushUseCase) };
}

describe('Sending a push about an incident (SPEC §7 sendpn, §9 topics)', () => {
  it('to chosen topics: sendpn with the topic list; a device subscribed to one of them receives it', async () => {
    const { send, incident, push, received, rest } = await world();
    await push.subscribe(['reported_comment']);
    const audience = { kind: 'topics' as const, topics: ['new_incidents', 'reported_comment', 'new_incidents'] as const };
    expect(await send.execute({ incidentId: incident.id, audience })).toEqual({ ok: true, value: undefined });
    expect(rest.calls.at(-1)).toEqual(['sendPushNotification', incident.id, ['new_incidents', 'reported_comment']]);
    expect(received).toEqual([{ incidentId: incident.id, title: incident.title }]);
  });

  it('global reaches every device holding a token; topics it did not subscribe to do not', async () => {
    const { send, incident, push, received, rest } = await world();
    await push.subscribe(['new_incidents']);
    await send.execute({ incidentId: incident.id, audience: { kind: 'topics', topics: ['end_of_live_stream'] } });
    expect(received).toEqual([]);
    await send.execute({ incidentId: incident.id, audience: { kind: 'global' } });
    expect(rest.calls.at(-1)).toEqual(['sendGlobalPushNotification', incident.id]);
    expect(received).toHaveLength(1);
  });

  it('refuses an empty topic list before any call; an unknown incident is a failure', async () => {
    const { send, rest } = await world();
    const before = rest.calls.length;
    expect(await send.execute({ incidentId: '1', audience: { kind: 'topics', topics: [] } })).toEqual({
      ok: false,
      error: { kind: 'no-topics' },
    });
    expect(rest.calls.length).toBe(before);
    expect(await send.execute({ incidentId: '1', audience: { kind: 'global' } })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });
});
