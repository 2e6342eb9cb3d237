import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import { FinishIncidentUseCase } from '../../src/application/incidents/finish-incident.use-case';
import { IncidentLinksFacade } from '../../src/application/incidents/incident-links.facade';
import { ChatSessionFlow } from '../../src/application/live/chat-session.flow';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { SessionMonitorFlow } from '../../src/application/session/session-monitor.flow';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';

/** Awaits work that waits on virtual timers (e.g. the 2 s local-address discovery), moving time while it runs. */
async function inTime<T>(clock: VirtualClock, work: Promise<T>): Promise<T> {
  let done = false;
  const result = work.finally(() => (done = true));
  while (!done) {
    await clock.advance(500);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return result;
}

describe('a whole operator shift in virtual time (issue 4)', () => {
  it('200 incidents created, linked, chatted, edited and finished with 50 socket drops; after logout nothing is left running', async () => {
    const clock = new VirtualClock();
    const container = createContainer('fake', { bindings: [[Clock, clock]] });
    const login = await container.get(LoginUseCase).execute({ email: 'operator@tenant12.demo', password: 'demo1234', tenant: 'tenant_12' });
    expect(login.ok).toBe(true);
    const monitor = container.get(SessionMonitorFlow);
    monitor.start(() => 'tenant_12/users');
    const realtime = container.get(RealtimeConnectionFlow);
    realtime.start();
    const hub = container.get(LiveHub);
    const store = container.get(IncidentStore);
    await store.list('tenant_12'); // the demo world generates its incidents (real time) before the shift starts
    let previous: string | null = null;
    let drops = 0;

    for (let i = 0; i < 200; i++) {
      const sent = await inTime(
        clock,
        container.get(SendLinkUseCase).execute({
          channel: i % 2 === 0 ? 'sms' : 'whatsapp',
          phone: { prefix: '+57', number: `300${String(10_000_000 + i).slice(1)}` },
          form: { title: `Shift incident ${i}`, address: 'Carrera 7, Bogotá', description: 'Reported during the shift' },
          settings: null,
        }),
      );
      if (!sent.ok) throw new Error(`incident ${i}: ${JSON.stringify(sent.error)}`);
      const id = sent.value.incidentId;

      // Linked to the previous one, as a repeat caller's incidents are.
      if (previous) {
        const earlier = await store.get('tenant_12', previous);
        await store.update('tenant_12', id, { linkedIncident: { id: previous, title: earlier?.title ?? null, at: earlier?.at ?? null } });
      }
      const linked = await container.get(IncidentLinksFacade).list({ incidentId: id });
      expect(linked.ok).toBe(true);

      const chat = container.get(ChatSessionFlow);
      await inTime(clock, chat.start({ incidentId: id, tenantId: 'tenant_12' })); // opens after the 1 s chat delay
      expect((await inTime(clock, chat.send(`Message ${i}`))).ok).toBe(true);
      chat.dispose();

      const edit = container.get(IncidentEditFlow);
      edit.start({ incident: sent.value.incident, settings: null });
      edit.setTitle(`Shift incident ${i} (edited)`);
      await clock.advance(3_000);
      edit.dispose();
      expect((await store.get('tenant_12', id))?.title).toBe(`Shift incident ${i} (edited)`);

      expect((await inTime(clock, container.get(FinishIncidentUseCase).execute({ incidentId: id }))).ok).toBe(true);
      if (i % 4 === 3) {
        drops += hub.dropSockets();
        await clock.advance(1_000);
      }
      previous = id;
    }
    expect(drops).toBe(50);
    expect(realtime.isOpen).toBe(true);

    container.get(LogoutUseCase).execute();
    realtime.dispose();
    await clock.advance(60_000);
    expect(clock.pendingTimers()).toBe(0);
    expect(realtime.listenerCount()).toBe(0);
    expect(hub.sockets()).toHaveLength(0);
    expect(store.listenerCount()).toBe(0);
    expect(container.get(ChatRooms).listenerCount()).toBe(0);
    expect(container.get(MessageBoard).listenerCount()).toBe(0);
  }, 60_000);
});
