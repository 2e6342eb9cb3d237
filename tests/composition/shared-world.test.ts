import { describe, expect, it } from 'vitest';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { ServerSessionFlow } from '../../src/application/session/server-session.flow';
import { SessionStore } from '../../src/application/session/session.store';
import { isOpenLive } from '../../src/domain/incident/incident';
import { sharedWorld } from '../../src/composition/simulation/shared-world';

describe('sharedWorld: several consoles on one demo world', () => {
  it('an edit made at one desk is what another desk reads, and each desk keeps its own session', async () => {
    const shared = sharedWorld();
    const a = shared.operator();
    const b = shared.operator();
    a.signIn('operator@public.demo');
    b.signIn('admin@public.demo');
    const incident = (await shared.store.list('public')).find(isOpenLive);
    if (!incident?.id) throw new Error('the demo world has no live incident');
    await a.get<IncidentsGateway>(IncidentsGateway).updateIncident(incident.id, { title: 'Set by operator A' });
    const seen = await b.get<IncidentsGateway>(IncidentsGateway).getIncidentById(incident.id);
    expect(seen?.title).toBe('Set by operator A');
    expect(a.get<SessionStore>(SessionStore).current()?.user.email).toBe('operator@public.demo');
    expect(b.get<SessionStore>(SessionStore).current()?.user.email).toBe('admin@public.demo');
  });

  it('two tabs of one operator share the browser storage and so the token; the second tab asks the server whose it is', async () => {
    const shared = sharedWorld();
    const tab1 = shared.operator();
    const tab2 = shared.tabOf(tab1);
    tab1.signIn('operator@public.demo');
    const sessions = tab2.get<SessionStore>(SessionStore);
    expect(sessions.token()).toBe(tab1.get<SessionStore>(SessionStore).token());
    expect(sessions.current()).toBeNull();
    const confirmed = tab2.get<ServerSessionFlow>(ServerSessionFlow).confirm();
    await shared.clock.advance(1000);
    expect(await confirmed).toBe('confirmed');
    expect(sessions.current()?.user.email).toBe('operator@public.demo');
    expect(shared.operator().get<SessionStore>(SessionStore).current()).toBeNull();
  });
});

describe('sharedWorld: who is calling', () => {
  it('each desk calls as its own account (the server reads the desk token)', async () => {
    const shared = sharedWorld();
    const a = shared.operator();
    const b = shared.operator();
    a.signIn('operator@public.demo');
    b.signIn('admin@public.demo');
    const incident = (await shared.store.list('public')).find(isOpenLive);
    if (!incident?.id) throw new Error('the demo world has no live incident');
    const byB = await b.get<IncidentsGateway>(IncidentsGateway).updateIncident(incident.id, { title: 'Set by B' });
    expect(byB.userUpdate?.email).toBe('admin@public.demo');
    const byA = await a.get<IncidentsGateway>(IncidentsGateway).updateIncident(incident.id, { title: 'Set by A' });
    expect(byA.userUpdate?.email).toBe('operator@public.demo');
  });
});
