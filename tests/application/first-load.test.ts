import { describe, expect, it } from 'vitest';
import type { LiveSessionEvent } from '../../src/application/live/live-session.state';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import { SOCKET_DOWN_INCIDENT_POLL_MS } from '../../src/domain/shared/constants';
import {
  firstLoadCases,
  firstLoadMissed,
  runFirstLoadCase,
  SLOW_HANDSHAKE_MS,
  type FirstLoadCase,
} from '../../src/composition/simulation/first-load-probe';
import { sharedWorld } from '../../src/composition/simulation/shared-world';

const name = (c: FirstLoadCase) => `${c.page} page, ${c.handshake} first handshake: ${c.change}`;

describe('SPEC §4 nothing between the first read and the first socket (two operators on one demo world)', () => {
  it.each(firstLoadCases().map((c) => [name(c), c] as const))('%s is shown', async (_name, c) => {
    const result = await runFirstLoadCase(c);
    // The change was made while the page had read the incident and had no open socket.
    expect(result.inGap).toBe(true);
    expect(result.noticedAfterMs).not.toBeNull();
    // The live page reads its incident while the socket is down; the incident view on the socket's first open.
    const limit = c.page === 'live' ? 2_000 : c.handshake === 'slow' ? SLOW_HANDSHAKE_MS : 1_000;
    expect(result.noticedAfterMs!).toBeLessThanOrEqual(limit);
    if (c.page === 'live' && c.change === 'take-over') expect(result.warned).toBe(true);
    expect(firstLoadMissed(result)).toBe(false);
  });

  it('the live page reads its incident only while the socket is down, and leaves no timer or listener', async () => {
    const shared = sharedWorld();
    const me = shared.operator();
    me.signIn('operator@public.demo');
    const gateway = me.get<IncidentsGateway>(IncidentsGateway);
    const created = gateway.createIncident(
      incidentsCreatePayload({ title: 'Fire', description: 'Kitchen', address: 'Av. 7', city: 'Bogotá', phone: '+573001234567' }),
    );
    await shared.clock.settle();
    const incidentId = String((await created).id);
    me.get(LiveHub).slowHandshakes(1, SLOW_HANDSHAKE_MS);
    const realtime = me.get(RealtimeConnectionFlow);
    const made = me.get(LiveSessionFactory).create({ incidentId });
    if (!made.ok) throw new Error(made.error.kind);
    const session = made.value;
    const events: LiveSessionEvent[] = [];
    session.onEvent((event) => events.push(event));
    void session.start();
    await shared.clock.settle();
    expect(session.state.phase).toBe('live');
    expect(realtime.isOpen).toBe(false);
    const reads = () => me.get<{ calls: (readonly unknown[])[] }>(IncidentsGateway).calls.filter((c) => c[0] === 'getIncidentById').length;
    const before = reads();
    await shared.clock.advance(SLOW_HANDSHAKE_MS - 1);
    await shared.clock.settle();
    expect(reads() - before).toBe(Math.floor((SLOW_HANDSHAKE_MS - 1) / SOCKET_DOWN_INCIDENT_POLL_MS));
    await shared.clock.advance(1);
    await shared.clock.settle();
    expect(realtime.isOpen).toBe(true);
    const opened = reads();
    await shared.clock.advance(10 * SOCKET_DOWN_INCIDENT_POLL_MS);
    await shared.clock.settle();
    // Open: the socket tells what changes; no more reads.
    expect(reads()).toBe(opened);
    expect(session.state.phase).toBe('live');
    expect(events.filter((e) => e.type === 'warning')).toEqual([]);
    session.dispose();
    expect(realtime.listenerCount()).toBe(0);
    realtime.dispose();
    expect(shared.clock.pendingTimers()).toBe(0);
  });
});
