/**
 * A whole operator shift in virtual time, on the fake container (the demo world) with the real use cases and flows:
 * the operator signs in, and for each incident sends the link (SMS or WhatsApp), links it to the one before, chats,
 * renames it (auto-save after 3 s) and finishes it; every fourth incident the realtime socket drops and reconnects.
 * The incidents are spread evenly over the shift's hours. Then the operator logs out and every flow is disposed.
 *
 * Run by the bench (scripts/bench/figures/operator-shift.ts, heap figures) and by tests/application (a shorter shift).
 */
import type { Container } from 'inversify';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { FinishIncidentUseCase } from '../../src/application/incidents/finish-incident.use-case';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import { IncidentLinksFacade } from '../../src/application/incidents/incident-links.facade';
import { ChatSessionFlow } from '../../src/application/live/chat-session.flow';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { SessionMonitorFlow } from '../../src/application/session/session-monitor.flow';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';
import { demoRecordings } from './demo-recordings';

export interface ShiftOptions {
  readonly incidents: number;
  /** Virtual hours the incidents are spread over. */
  readonly hours: number;
  /** Called once signed in, the tenant's incidents generated and the socket open: the heap baseline. */
  readonly onStarted?: () => void | Promise<void>;
}

export interface ShiftReport {
  readonly incidents: number;
  readonly socketDrops: number;
  readonly virtualHours: number;
  /** Timers still scheduled on the virtual clock a minute after logout (0 when nothing leaks). */
  readonly pendingTimers: number;
  /** Listeners still attached to the demo world after logout. */
  readonly listeners: number;
  /** The length of every recording the demo world keeps (its call logs, connections, joins, …). */
  readonly recordings: Readonly<Record<string, number>>;
  /** The container, still alive: the demo world stays in the page after logout, so its memory is measured with it. */
  readonly container: Container;
}

const TENANT = 'tenant_12';

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

export async function runOperatorShift(options: ShiftOptions): Promise<ShiftReport> {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]] });
  const login = await container.get(LoginUseCase).execute({ email: 'operator@tenant12.demo', password: 'demo1234', tenant: TENANT });
  if (!login.ok) throw new Error(`the operator could not sign in: ${JSON.stringify(login.error)}`);
  const monitor = container.get(SessionMonitorFlow);
  monitor.start(() => `${TENANT}/users`);
  const realtime = container.get(RealtimeConnectionFlow);
  realtime.start();
  const hub = container.get(LiveHub);
  const store = container.get(IncidentStore);
  await store.list(TENANT); // the demo world generates the tenant's incidents before the shift starts
  await clock.advance(1_000);
  await options.onStarted?.();

  const spacingMs = (options.hours * 3_600_000) / Math.max(1, options.incidents);
  const shiftStart = clock.now();
  let previous: string | null = null;
  let drops = 0;
  for (let i = 0; i < options.incidents; i++) {
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
      const earlier = await store.get(TENANT, previous);
      await store.update(TENANT, id, { linkedIncident: { id: previous, title: earlier?.title ?? null, at: earlier?.at ?? null } });
    }
    const linked = await container.get(IncidentLinksFacade).list({ incidentId: id });
    if (!linked.ok) throw new Error(`incident ${i}: linked incidents: ${JSON.stringify(linked.error)}`);

    const chat = container.get(ChatSessionFlow);
    await inTime(clock, chat.start({ incidentId: id, tenantId: TENANT })); // opens after the 1 s chat delay
    const said = await inTime(clock, chat.send(`Message ${i}`));
    if (!said.ok) throw new Error(`incident ${i}: chat: ${JSON.stringify(said.error)}`);
    chat.dispose();

    const edit = container.get(IncidentEditFlow);
    edit.start({ incident: sent.value.incident, settings: null });
    edit.setTitle(`Shift incident ${i} (edited)`);
    await clock.advance(3_000);
    edit.dispose();

    const finished = await inTime(clock, container.get(FinishIncidentUseCase).execute({ incidentId: id }));
    if (!finished.ok) throw new Error(`incident ${i}: finish: ${JSON.stringify(finished.error)}`);
    if (i % 4 === 3) {
      drops += hub.dropSockets();
      await clock.advance(1_000);
    }
    previous = id;
    // The next call comes in its turn (the shift's hours spread evenly), while the session's pollers keep running.
    const nextAt = shiftStart + (i + 1) * spacingMs;
    if (clock.now() < nextAt) await clock.advance(nextAt - clock.now());
  }

  await container.get(LogoutUseCase).execute();
  realtime.dispose();
  await clock.advance(60_000);
  const { recordings, listeners } = await demoRecordings(container);
  return {
    incidents: options.incidents,
    socketDrops: drops,
    virtualHours: (clock.now() - shiftStart) / 3_600_000,
    pendingTimers: clock.pendingTimers(),
    listeners,
    recordings,
    container,
  };
}
