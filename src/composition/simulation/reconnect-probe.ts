import { IncidentFollowFlow } from '../../application/incidents/incident-follow.flow';
import type { LiveSessionEvent } from '../../application/live/live-session.state';
import { LiveSessionFactory } from '../../application/live/live-session.factory';
import type { LiveSessionFlow } from '../../application/live/live-session.flow';
import { RealtimeConnectionFlow } from '../../application/live/realtime-connection.flow';
import { Clock } from '../../application/ports/clock.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { SessionStore } from '../../application/session/session.store';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { VirtualClock } from '../../adapters/fake/virtual-clock.fake';
import type { Incident } from '../../domain/incident/incident';
import { incidentsCreatePayload } from '../../domain/incident/incident-create';
import { TIMINGS } from '../../domain/shared/constants';
import { createContainer } from '../create-container';

export interface ReconnectProbeOptions {
  /** How many INCIDENT_UPDATED are sent, each during its own reconnect gap (default 100). */
  readonly updates?: number;
  /** Also take the incident over during a gap at the end (default true). */
  readonly takeOver?: boolean;
}

export interface ReconnectProbeReport {
  readonly updates: number;
  /** INCIDENT_UPDATED the server pushed while no socket was open (each one lost on the wire). */
  readonly pushedIntoGaps: number;
  /** Updates whose change the live session never showed once the socket was back. */
  readonly missedByLiveSession: number;
  /** Updates whose change the incident view never showed once the socket was back. */
  readonly missedByIncidentView: number;
  /** The take-over during a gap: whether the session ended with the take-over warning, and how long after. */
  readonly takeOver: { readonly ended: boolean; readonly warned: boolean; readonly afterMs: number | null } | null;
  /** Sockets opened (1 + reconnects). */
  readonly socketsOpened: number;
  /** Listeners the socket still held (message, reopen, widget…) once the session and the view were disposed: 0. */
  readonly listenersLeft: number;
  /** Timers still scheduled once everything was disposed (0 when nothing leaks). */
  readonly pendingTimers: number;
}

const OPERATOR = 'operator@tenant12.demo';
const OTHER_OPERATOR = { id: '77', email: 'supervisor@demo.example', name: 'Sara' } as const;

/**
 * SPEC §4 socket, §9 reconnect 1 s: headless, on the demo world in virtual time. An operator is live on an incident
 * (the live session) with its incident view open; the socket is dropped `updates` times, and during each 1 s gap
 * another operator changes the incident and the server pushes INCIDENT_UPDATED, which reaches no socket. Counts the
 * updates the session and the view still missed once the socket was back; then takes the incident over during a gap.
 */
export async function runReconnectProbe(options: ReconnectProbeOptions = {}): Promise<ReconnectProbeReport> {
  const updates = options.updates ?? 100;
  const probe = signedInProbe();
  const { clock, container } = probe;
  const realtime = container.get(RealtimeConnectionFlow);
  const incident = await createdIncident(probe);
  const incidentId = String(incident.id);
  const { session, events } = await liveSession(probe, incidentId);
  probe.hub.remoteJoin(incident.videoStream?.channel ?? '', 'caller-1');

  const view = container.get(IncidentFollowFlow);
  let viewed: Incident | null = session.state.incident;
  view.onIncident((next) => (viewed = next));
  if (viewed) view.start(viewed);
  await clock.settle();

  const missed = await updatesDuringGaps(probe, incidentId, updates, {
    bySession: () => session.state.incident?.title,
    byView: () => viewed?.title,
  });
  const takeOver = (options.takeOver ?? true) ? await takeOverDuringGap(probe, incidentId, session, events) : null;

  const socketsOpened = realtime.connectionsOpened;
  session.dispose();
  view.dispose();
  const listenersLeft = realtime.listenerCount();
  realtime.dispose();
  await clock.settle();
  return { updates, ...missed, takeOver, socketsOpened, listenersLeft, pendingTimers: clock.pendingTimers() };
}

/** The demo world in virtual time, with the probe's operator signed in. */
interface Probe {
  readonly clock: VirtualClock;
  readonly container: ReturnType<typeof createContainer>;
  readonly hub: LiveHub;
  readonly store: IncidentStore;
  readonly tenant: string;
}

function signedInProbe(): Probe {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]] });
  const world = container.get(DemoWorld);
  const account = world.accounts.find((a) => a.email === OPERATOR);
  if (!account) throw new Error(`no demo account ${OPERATOR}`);
  container.get(SessionStore).save({
    token: world.issueToken(account),
    tenantId: account.tenant,
    user: { id: account.id, email: account.email, thumbnail: null, isSuperUser: account.isSuperUser },
    permissions: account.permissions,
  });
  return { clock, container, hub: container.get(LiveHub), store: container.get(IncidentStore), tenant: account.tenant };
}

async function createdIncident({ clock, container }: Probe): Promise<Incident> {
  const created = container
    .get<IncidentsGateway>(IncidentsGateway)
    .createIncident(
      incidentsCreatePayload({ title: 'Probe', description: 'Reconnect gaps', address: 'Av. 7', city: 'Bogotá', phone: '+573001234567' }, [
        '10.0.0.5',
      ]),
    );
  await clock.settle();
  return created;
}

/** The operator live on the incident, and the session's events as they come. */
async function liveSession(
  { clock, container }: Probe,
  incidentId: string,
): Promise<{ session: LiveSessionFlow; events: LiveSessionEvent[] }> {
  const made = container.get(LiveSessionFactory).create({ incidentId });
  if (!made.ok) throw new Error(made.error.kind);
  const session = made.value;
  const events: LiveSessionEvent[] = [];
  session.onEvent((event) => events.push(event));
  const starting = session.start();
  await clock.settle();
  const started = await starting;
  if (!started.ok) throw new Error(`the live session did not start: ${JSON.stringify(started.error)}`);
  return { session, events };
}

/** Each update made during its own reconnect gap, and how many the session and the view missed once back. */
async function updatesDuringGaps(
  { clock, hub, store, tenant }: Probe,
  incidentId: string,
  updates: number,
  shownTitle: { readonly bySession: () => string | null | undefined; readonly byView: () => string | null | undefined },
): Promise<Pick<ReconnectProbeReport, 'pushedIntoGaps' | 'missedByLiveSession' | 'missedByIncidentView'>> {
  let pushedIntoGaps = 0;
  let missedByLiveSession = 0;
  let missedByIncidentView = 0;
  for (let i = 1; i <= updates; i++) {
    hub.dropSockets();
    await clock.settle();
    const title = `Probe update ${i}`;
    await store.update(tenant, incidentId, { title });
    const reached = hub.push({ incidentId }, { type: 'INCIDENT_UPDATED', incidentId, activeOperator: null });
    if (reached === 0) pushedIntoGaps++;
    await clock.advance(TIMINGS.socketReconnectDelay);
    await clock.settle();
    if (shownTitle.bySession() !== title) missedByLiveSession++;
    if (shownTitle.byView() !== title) missedByIncidentView++;
  }
  return { pushedIntoGaps, missedByLiveSession, missedByIncidentView };
}

/** Another operator takes the incident over while no socket is open: whether the session ends with the warning. */
async function takeOverDuringGap(
  { clock, hub }: Probe,
  incidentId: string,
  session: LiveSessionFlow,
  events: readonly LiveSessionEvent[],
): Promise<NonNullable<ReconnectProbeReport['takeOver']>> {
  hub.dropSockets();
  await clock.settle();
  const at = clock.now();
  await hub.takeOver(incidentId, OTHER_OPERATOR);
  let endedAt: number | null = null;
  for (let waited = 0; waited < TIMINGS.socketReconnectDelay * 2 && endedAt === null; waited += 100) {
    await clock.advance(100);
    await clock.settle();
    if (session.state.outcome?.kind === 'ended' && session.state.outcome.cause === 'takeOver') endedAt = clock.now();
  }
  return {
    ended: endedAt !== null,
    warned: events.some((e) => e.type === 'warning' && e.key === 'take-over'),
    afterMs: endedAt === null ? null : endedAt - at,
  };
}

/** The probe's headline, as `npm run bench` prints it. */
export function formatReconnectProbe(report: ReconnectProbeReport): string {
  const missed = Math.max(report.missedByLiveSession, report.missedByIncidentView);
  const lines = [
    `updates missed during reconnect gaps: ${missed} of ${report.updates}` +
      ` (live session ${report.missedByLiveSession}, incident view ${report.missedByIncidentView}; ${report.pushedIntoGaps} pushed while no socket was open)`,
  ];
  if (report.takeOver)
    lines.push(
      report.takeOver.ended && report.takeOver.warned
        ? `take-over during a gap: session ended with the take-over warning ${report.takeOver.afterMs} ms later`
        : 'take-over during a gap: NOT noticed',
    );
  return lines.join('\n');
}
