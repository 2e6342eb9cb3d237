import { describe, expect, it } from 'vitest';
import { IncidentHistoryFacade } from '../../src/application/incidents/incident-history.facade';
import { IncidentListFollowFlow } from '../../src/application/incidents/incident-list-follow.flow';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { TIMINGS } from '../../src/domain/shared/constants';
import { incidentsWorld } from './incidents-support';

async function setup() {
  const w = incidentsWorld();
  await w.login('public');
  const listed = w.container.get(IncidentHistoryFacade).list();
  await w.clock.settle();
  const history = await listed;
  if (!history.ok) throw new Error(history.error.kind);
  const follow = w.container.get(IncidentListFollowFlow);
  const heard: string[] = [];
  follow.start({ updated: (id) => heard.push(`updated ${id}`), reopened: () => heard.push('reopened') });
  await w.clock.settle();
  return { ...w, history: history.value, follow, heard, hub: w.container.get(LiveHub), realtime: w.container.get(RealtimeConnectionFlow) };
}

describe('IncidentListFollowFlow (SPEC §4, §7 INCIDENT_UPDATED while the incidents list is open)', () => {
  it("the history is the tenant's incidents without the deleted ones (getIncidentsNotPagination, all false, every day)", async () => {
    const s = await setup();
    expect(s.history.length).toBeGreaterThan(150);
    expect(s.history.every((i) => !i.deletedAt)).toBe(true);
    s.follow.dispose();
  });

  it('hears INCIDENT_UPDATED for the incidents it shows, follows the new page instead of the old one, and each reopen', async () => {
    const s = await setup();
    const [first, second] = s.history.map((i) => String(i.id));
    expect(s.realtime.subscribedEvents()).toContain('INCIDENT_UPDATED');
    s.follow.watch([first!]);
    await s.clock.settle();
    await s.hub.takeOver(first!, { id: '77', email: 'supervisor@demo.example' });
    await s.clock.settle();
    expect(s.heard).toEqual([`updated ${first}`]);

    s.follow.watch([second!]);
    expect(s.follow.followed).toEqual([second]);
    await s.hub.takeOver(first!, { id: '78', email: 'other@demo.example' });
    await s.hub.takeOver(second!, { id: '78', email: 'other@demo.example' });
    await s.clock.settle();
    // The protocol has no 'stop following': the server may go on telling about an earlier page's incident, and the
    // list takes it like any other update.
    expect(s.heard).toEqual([`updated ${first}`, `updated ${first}`, `updated ${second}`]);

    expect(s.hub.dropSockets()).toBe(1);
    await s.clock.settle();
    await s.clock.advance(TIMINGS.socketReconnectDelay);
    await s.clock.settle();
    expect(s.heard.at(-1)).toBe('reopened');

    const listeners = s.realtime.listenerCount();
    s.follow.dispose();
    expect(s.realtime.listenerCount()).toBeLessThan(listeners);
    expect(s.realtime.subscribedEvents()).not.toContain('INCIDENT_UPDATED');
  });

  it('follows again when started after dispose (a screen mounted twice, as React strict mode does under npm start)', async () => {
    const s = await setup();
    const [first] = s.history.map((i) => String(i.id));
    s.follow.dispose();
    expect(s.realtime.subscribedEvents()).not.toContain('INCIDENT_UPDATED');
    const heard: string[] = [];
    s.follow.start({ updated: (id) => heard.push(`updated ${id}`), reopened: () => heard.push('reopened') });
    s.follow.watch([first!]);
    await s.clock.settle();
    expect(s.realtime.subscribedEvents()).toContain('INCIDENT_UPDATED');
    await s.hub.takeOver(first!, { id: '79', email: 'supervisor@demo.example' });
    await s.clock.settle();
    expect(heard).toEqual([`updated ${first}`]);
    // The listener of the first start, released by dispose(), hears nothing.
    expect(s.heard).toEqual([]);
    s.follow.dispose();
  });
});
