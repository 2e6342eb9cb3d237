import { IncidentFollowFlow } from '../../application/incidents/incident-follow.flow';
import type { LiveSessionEvent } from '../../application/live/live-session.state';
import type { LiveSessionFlow } from '../../application/live/live-session.flow';
import { LiveSessionFactory } from '../../application/live/live-session.factory';
import { RealtimeConnectionFlow } from '../../application/live/realtime-connection.flow';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { isFinished, isLive, type Incident } from '../../domain/incident/incident';
import { incidentsCreatePayload } from '../../domain/incident/incident-create';
import { sameId } from '../../domain/live/live-socket-message';
import { sharedWorld, type Desk } from './shared-world';

/** What another operator does while this operator's page has read its incident and has no open socket yet. */
export const FIRST_LOAD_CHANGES = ['title', 'address', 'finish', 'stop', 'take-over'] as const;
export type FirstLoadChange = (typeof FIRST_LOAD_CHANGES)[number];

/** The page that follows the incident: the live page (its live session) or the incident view (its follower). */
export const FIRST_LOAD_PAGES = ['live', 'view'] as const;
export type FirstLoadPage = (typeof FIRST_LOAD_PAGES)[number];

/** How the page's first socket handshake goes: slow (SLOW_HANDSHAKE_MS), or refused (the socket retries 1 s later). */
export const FIRST_LOAD_HANDSHAKES = ['slow', 'refused'] as const;
export type FirstLoadHandshake = (typeof FIRST_LOAD_HANDSHAKES)[number];

export interface FirstLoadCase {
  readonly page: FirstLoadPage;
  readonly handshake: FirstLoadHandshake;
  readonly change: FirstLoadChange;
}

export interface FirstLoadResult extends FirstLoadCase {
  /** The page's socket was not open when the change was made (the server's push reached no socket of the page). */
  readonly inGap: boolean;
  /** How long after the change the page showed it (ended the session, for a finish, stop or take-over); null: never. */
  readonly noticedAfterMs: number | null;
  /** The live page's take-over warning was emitted (live take-over only; null for the other cases). */
  readonly warned: boolean | null;
}

/** The first handshake of a slow network: longer than every deadline the cases are held to. */
export const SLOW_HANDSHAKE_MS = 3_000;
/** How long a case waits for the page to show the change (past the slow handshake). */
export const FIRST_LOAD_WAIT_MS = 5_000;
const STEP_MS = 100;
const OTHER = 'admin@public.demo';
const ME = 'operator@public.demo';
const NEW_TITLE = 'Two cars, one overturned';
const NEW_DESCRIPTION = 'A driver is trapped';
const NEW_ADDRESS = 'Cra. 15 #93-47';

/** Every case: each page, each handshake, each change. */
export function firstLoadCases(): FirstLoadCase[] {
  return FIRST_LOAD_PAGES.flatMap((page) =>
    FIRST_LOAD_HANDSHAKES.flatMap((handshake) => FIRST_LOAD_CHANGES.map((change) => ({ page, handshake, change }))),
  );
}

/** What the page shows now, for the check of each change. */
interface Follower {
  readonly incident: () => Incident | null;
  readonly session: LiveSessionFlow | null;
  readonly events: readonly LiveSessionEvent[];
  dispose(): void;
}

async function openLivePage(desk: Desk, incidentId: string): Promise<Follower> {
  const made = desk.get(LiveSessionFactory).create({ incidentId });
  if (!made.ok) throw new Error(made.error.kind);
  const session = made.value;
  const events: LiveSessionEvent[] = [];
  session.onEvent((event) => events.push(event));
  void session.start();
  return { incident: () => session.state.incident, session, events, dispose: () => session.dispose() };
}

async function openIncidentView(desk: Desk, incidentId: string): Promise<Follower> {
  // As the incident view: it reads the incident, then follows it.
  const read = await desk.get<IncidentsGateway>(IncidentsGateway).getIncidentById(incidentId);
  if (!read) throw new Error('the incident view could not read the incident');
  let shown: Incident = read;
  const follower = desk.get(IncidentFollowFlow);
  follower.onIncident((incident) => (shown = incident));
  follower.start(read);
  return { incident: () => shown, session: null, events: [], dispose: () => follower.dispose() };
}

function noticed(change: FirstLoadChange, page: Follower, otherId: string): boolean {
  const session = page.session?.state;
  if (session) {
    const outcome = session.outcome;
    if (change === 'take-over') return outcome?.kind === 'ended' && outcome.cause === 'takeOver';
    if (change === 'finish' || change === 'stop') return outcome?.kind === 'ended' && outcome.cause === 'serverStop';
  }
  const incident = page.incident();
  switch (change) {
    case 'title':
      return incident?.title === NEW_TITLE && incident.description === NEW_DESCRIPTION;
    case 'address':
      return incident?.address === NEW_ADDRESS;
    case 'finish':
      return isFinished(incident);
    case 'stop':
      return !isLive(incident);
    case 'take-over':
      return sameId(incident?.activeOperator?.id, otherId);
  }
}

/**
 * SPEC §4: plays one first-load case headless on a shared demo world in virtual time. This operator creates a live
 * incident and opens it (the live page or the incident view) while the first socket handshake is
 * slow or refused; once the page has read the incident, and before its socket is open, the other operator changes
 * it (and the server's push reaches no socket of the page). Measures when the page shows the change.
 */
export async function runFirstLoadCase(c: FirstLoadCase): Promise<FirstLoadResult> {
  const shared = sharedWorld();
  // The demo server answers every desk as the first desk's account: this operator is that one, so what the page
  // reads is read as this operator (the other operator's take-over names its own account).
  const me = shared.operator();
  const other = shared.operator();
  other.signIn(OTHER);
  me.signIn(ME);
  const otherAccount = shared.world.accounts.find((a) => a.email === OTHER)!;
  const hub = other.get(LiveHub);
  // This operator created the incident (its active operator), as after sending the caller's link.
  const created = me
    .get<IncidentsGateway>(IncidentsGateway)
    .createIncident(
      incidentsCreatePayload({ title: 'Car crash', description: 'Two cars', address: 'Av. 7', city: 'Bogotá', phone: '+573001234567' }),
    );
  await shared.clock.settle();
  const incidentId = String((await created).id);

  if (c.handshake === 'slow') hub.slowHandshakes(1, SLOW_HANDSHAKE_MS);
  else hub.refuseSockets(1);
  const opening = c.page === 'live' ? openLivePage(me, incidentId) : openIncidentView(me, incidentId);
  await shared.clock.settle();
  const page = await opening;
  await shared.clock.settle();
  const realtime = me.get(RealtimeConnectionFlow);
  const inGap = !realtime.isOpen;

  const changedAt = shared.clock.now();
  const gateway = other.get<IncidentsGateway>(IncidentsGateway);
  if (c.change === 'title') await gateway.updateIncident(incidentId, { title: NEW_TITLE, description: NEW_DESCRIPTION });
  else if (c.change === 'address') await gateway.updateIncident(incidentId, { address: NEW_ADDRESS, latitude: 4.676, longitude: -74.048 });
  else if (c.change === 'finish') await gateway.finishIncident(incidentId);
  else if (c.change === 'stop') {
    await other.get<IncidentsRestGateway>(IncidentsRestGateway).stopAllChannels(incidentId);
    hub.serverStop(incidentId);
  } else await hub.takeOver(incidentId, { id: otherAccount.id, email: otherAccount.email, name: otherAccount.name }, otherAccount.tenant);
  if (c.change !== 'take-over' && c.change !== 'stop') hub.push({ incidentId }, { type: 'INCIDENT_UPDATED', incidentId });

  let noticedAfterMs: number | null = null;
  for (let waited = 0; waited <= FIRST_LOAD_WAIT_MS && noticedAfterMs === null; waited += STEP_MS) {
    await shared.clock.settle();
    if (noticed(c.change, page, otherAccount.id)) noticedAfterMs = shared.clock.now() - changedAt;
    else await shared.clock.advance(STEP_MS);
  }
  const warned =
    c.page === 'live' && c.change === 'take-over' ? page.events.some((e) => e.type === 'warning' && e.key === 'take-over') : null;
  page.dispose();
  realtime.dispose();
  return { ...c, inGap, noticedAfterMs, warned };
}

/** Whether a case counts as missed: not shown in time, or (a live take-over) not within 2 s or without its warning. */
export function firstLoadMissed(result: FirstLoadResult): boolean {
  if (result.noticedAfterMs === null) return true;
  if (result.page === 'live' && result.change === 'take-over') return result.noticedAfterMs > 2_000 || result.warned !== true;
  return false;
}
