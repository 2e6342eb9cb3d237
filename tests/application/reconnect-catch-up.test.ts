import { describe, expect, it } from 'vitest';
import { IncidentFollowFlow } from '../../src/application/incidents/incident-follow.flow';
import type { LiveSessionEvent } from '../../src/application/live/live-session.state';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { MessageStatusPollFlow, type MessageStatusNotice } from '../../src/application/live/message-status-poll.flow';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { DemoMessaging } from '../../src/adapters/fake/demo-world/demo-messaging';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import type { Incident } from '../../src/domain/incident/incident';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import { TIMINGS } from '../../src/domain/shared/constants';
import { formatReconnectProbe, runReconnectProbe } from '../../src/composition/simulation/reconnect-probe';
import { incidentsWorld } from './incidents-support';

const PHONE = '+573001234567';

async function setup() {
  const w = incidentsWorld();
  await w.login('tenant_12');
  const created = w.gateway.createIncident(
    incidentsCreatePayload({ title: 'Car crash', description: 'Two cars', address: 'Av. 7', city: 'Bogotá', phone: PHONE }),
  );
  await w.clock.settle();
  const incident = await created;
  const incidentId = String(incident.id);
  const channel = incident.videoStream!.channel!;
  const hub = w.container.get(LiveHub);
  const realtime = w.container.get(RealtimeConnectionFlow);
  /** Drops the socket and runs `during` while no socket is open; then waits the reconnect delay (1 s). */
  const gap = async (during: () => Promise<unknown> | void) => {
    expect(hub.dropSockets()).toBe(1);
    await w.clock.settle();
    expect(realtime.isOpen).toBe(false);
    await during();
    await w.clock.advance(TIMINGS.socketReconnectDelay);
    await w.clock.settle();
  };
  return { ...w, incident, incidentId, channel, hub, realtime, gap };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function startLive(s: Setup) {
  const made = s.container.get(LiveSessionFactory).create({ incidentId: s.incidentId });
  if (!made.ok) throw new Error(made.error.kind);
  const session = made.value;
  const events: LiveSessionEvent[] = [];
  session.onEvent((event) => events.push(event));
  const starting = session.start();
  await s.clock.settle();
  expect((await starting).ok).toBe(true);
  s.hub.remoteJoin(s.channel, 'caller-1');
  await s.clock.settle();
  return { session, notable: () => events.filter((e) => e.type !== 'stateChanged' && e.type !== 'incidentRead') };
}

describe('Catch-up after a socket reconnect (SPEC §4 socket and take-over, §9 reconnect 1 s)', () => {
  it('probe: 100 INCIDENT_UPDATED pushed during reconnect gaps, none missed by the live session or the incident view', async () => {
    const report = await runReconnectProbe({ updates: 100 });
    expect(report.pushedIntoGaps).toBe(100);
    expect(report.missedByLiveSession).toBe(0);
    expect(report.missedByIncidentView).toBe(0);
    expect(report.takeOver).toEqual({ ended: true, warned: true, afterMs: expect.any(Number) as number });
    expect(report.takeOver!.afterMs!).toBeLessThanOrEqual(TIMINGS.socketReconnectDelay);
    expect(report.socketsOpened).toBe(102);
    expect(report.listenersLeft).toBe(0);
    expect(report.pendingTimers).toBe(0);
    expect(formatReconnectProbe(report)).toMatch(/^updates missed during reconnect gaps: 0 of 100/);
  });

  it('a take-over during the gap ends the session with its warning within one reconnect', async () => {
    const s = await setup();
    const { session, notable } = await startLive(s);
    await s.gap(async () => {
      await s.hub.takeOver(s.incidentId, { id: '77', email: 'supervisor@demo.example' });
    });
    expect(session.state.outcome).toEqual({ kind: 'ended', cause: 'takeOver' });
    expect(notable()).toEqual([
      { type: 'warning', key: 'take-over' },
      { type: 'ended', outcome: { kind: 'ended', cause: 'takeOver' } },
    ]);
    session.dispose();
    expect(s.realtime.listenerCount()).toBe(0);
    expect(s.clock.pendingTimers()).toBe(0);
  });

  it('an incident deleted during the gap ends the session; a change during the gap shows', async () => {
    const s = await setup();
    const { session } = await startLive(s);
    await s.gap(() => s.store.update('tenant_12', s.incidentId, { title: 'Car crash, 3 cars' }));
    expect(session.state.phase).toBe('live');
    expect(session.state.incident?.title).toBe('Car crash, 3 cars');
    await s.gap(() => s.gateway.deleteIncident(s.incidentId));
    expect(session.state.outcome).toEqual({ kind: 'ended', cause: 'incidentDeleted' });
    session.dispose();
  });

  it('a reopen with nothing changed changes nothing (no state change, session stays live)', async () => {
    const s = await setup();
    const { session } = await startLive(s);
    const before = session.state;
    await s.gap(() => undefined);
    expect(session.state.phase).toBe('live');
    expect(session.state.incident).toBe(before.incident);
    session.dispose();
  });

  it('the incident view follows INCIDENT_UPDATED and catches up after a gap; dispose releases the socket', async () => {
    const s = await setup();
    s.realtime.start();
    await s.clock.settle();
    const baseline = s.realtime.listenerCount();
    const view = s.container.get(IncidentFollowFlow);
    const shown: Incident[] = [];
    view.onIncident((incident) => shown.push(incident));
    // The page starts following the incident as it read it.
    const read = s.gateway.getIncidentById(s.incidentId);
    await s.clock.settle();
    view.start((await read)!);
    await s.clock.settle();
    expect(shown).toEqual([]);
    await s.store.update('tenant_12', s.incidentId, { title: 'Live update' });
    expect(s.hub.push({ incidentId: s.incidentId }, { type: 'INCIDENT_UPDATED', incidentId: s.incidentId })).toBe(1);
    await s.clock.settle();
    expect(shown.map((i) => i.title)).toEqual(['Live update']);
    await s.gap(async () => {
      await s.store.update('tenant_12', s.incidentId, { title: 'Gap update' });
      expect(s.hub.push({ incidentId: s.incidentId }, { type: 'INCIDENT_UPDATED', incidentId: s.incidentId })).toBe(0);
    });
    expect(shown.map((i) => i.title)).toEqual(['Live update', 'Gap update']);
    // Nothing changed: nothing shown again.
    await s.gap(() => undefined);
    expect(shown).toHaveLength(2);
    view.dispose();
    expect(view.listenerCount()).toBe(0);
    expect(s.realtime.listenerCount()).toBe(baseline);
    s.realtime.dispose();
    expect(s.clock.pendingTimers()).toBe(0);
  });

  it('message status is read again as soon as the socket is back, not at the next 2 s tick', async () => {
    const s = await setup();
    await s.container.get(DemoMessaging).sendSsoLink('sms', { phone: PHONE, videoStream: s.incident.videoStream!.id! });
    s.realtime.start();
    const polling = s.container.get(MessageStatusPollFlow);
    const notices: MessageStatusNotice[] = [];
    polling.onNotice((notice) => notices.push(notice));
    polling.start(s.incidentId);
    await s.clock.settle();
    await s.clock.advance(100);
    await s.gap(() => void s.container.get(MessageBoard).setStatus(s.incidentId, PHONE, 'read'));
    // 1.1 s after the last poll: only the reopen read it.
    expect(notices.map((n) => n.key)).toEqual(['message_status.link_read']);
    polling.dispose();
    s.realtime.dispose();
    expect(s.realtime.listenerCount()).toBe(0);
    expect(s.clock.pendingTimers()).toBe(0);
  });
});
