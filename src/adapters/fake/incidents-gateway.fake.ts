import { GatewayError } from '../../application/ports/gateway-error';
import type { GetIncidentsQuery, IncidentsGateway, UpdateIncidentInput } from '../../application/ports/incidents-gateway.port';
import type { CreateIncidentPayload } from '../../domain/incident/incident-create';
import { isDeleted, isFinished, isOpenLive, type ChannelJoinResult, type Incident } from '../../domain/incident/incident';
import type { MediaItem } from '../../domain/media/media-item';
import type { DemoCaller, DemoWorld } from './demo-world/demo-world';
import { linkSummary } from './demo-world/incident-record';
import type { DemoIncident, IncidentStore } from './demo-world/incident-store';
import type { LiveHub } from './demo-world/live-hub';
import { record } from './recording-log';
import { parseShareToken, sharedLiveViewOf, type SharedViewAccess } from '../../domain/sharing/shared-live-view';

/** The database column limit: like the real server, a longer text is refused with Postgres's own message. */
export const VARCHAR_LIMIT = 255;
export const VALUE_TOO_LONG_MESSAGE = 'value too long for type character varying(255)';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The texts the server stores in varchar(255) columns. */
const LIMITED_FIELDS = ['title', 'description', 'address', 'city'] as const;

/** A rejected GraphQL call: the first GraphQL error message, as the real adapter reports it. */
export const graphqlError = (message: string): GatewayError => new GatewayError('server', message, 200);

/** Rejects like Postgres when a limited text is longer than 255 characters. */
export function assertColumnLengths(values: Partial<Record<(typeof LIMITED_FIELDS)[number], string | null | undefined>>): void {
  for (const field of LIMITED_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.length > VARCHAR_LIMIT) throw graphqlError(VALUE_TOO_LONG_MESSAGE);
  }
}

/** The incident as the server returns it: the nested linked incidents read fresh from the store, no tenantId. */
export async function presentIncident(store: IncidentStore, incident: DemoIncident): Promise<Incident> {
  return presentWith(await store.lookup(incident.tenantId), incident);
}

/** Incidents as the server returns them (one look-up of the store for them all). */
export async function presentIncidents(store: IncidentStore, incidents: readonly DemoIncident[]): Promise<Incident[]> {
  const first = incidents[0];
  if (!first) return [];
  const lookups = new Map([[first.tenantId, await store.lookup(first.tenantId)]]);
  for (const { tenantId } of incidents) if (!lookups.has(tenantId)) lookups.set(tenantId, await store.lookup(tenantId));
  return incidents.map((incident) => presentWith(lookups.get(incident.tenantId)!, incident));
}

/**
 * Each incident as last presented, with the incidents it links to as they were then. The store replaces an incident
 * when it changes, never changes one in place, so while neither it nor those it links to changed, the presented
 * incident is the same answer (a history of 10,000 is not copied again on every read).
 */
const presented = new WeakMap<
  DemoIncident,
  { readonly linked: DemoIncident | undefined; readonly toMe: readonly (DemoIncident | undefined)[]; readonly incident: Incident }
>();

function presentWith(lookup: (id: string | number) => DemoIncident | undefined, incident: DemoIncident): Incident {
  const linkedId = incident.linkedIncident?.id;
  const linked = linkedId === null || linkedId === undefined ? undefined : lookup(linkedId);
  const toMe = (incident.linkedIncidentsToMe ?? []).map((l) => (l.id == null ? undefined : lookup(l.id)));
  const kept = presented.get(incident);
  if (kept && kept.linked === linked && kept.toMe.length === toMe.length && kept.toMe.every((l, i) => l === toMe[i])) return kept.incident;
  const { tenantId: _tenantId, ...rest } = incident;
  const answer: Incident = {
    ...rest,
    linkedIncident: linked ? linkSummary(linked) : (incident.linkedIncident ?? null),
    linkedIncidentsToMe: toMe.filter((l): l is DemoIncident => l !== undefined).map(linkSummary),
  };
  presented.set(incident, { linked, toMe, incident: answer });
  return answer;
}

/**
 * SPEC §7 Incidents over GraphQL, answered by the demo world for the signed-in caller's tenant (a tenant never sees
 * another tenant's incidents). Behaves like the server where the spec says so: texts over 255 characters are refused
 * with 'value too long for type character varying(255)'; a deleted incident can still be read (deletedAt set) but not
 * changed; finishing ends its stream; channel joins answer {uid, token, channel} only for open live channels.
 */
export class FakeIncidentsGateway implements IncidentsGateway {
  /** Every call, for tests: [method, ...arguments]. */
  readonly calls: (readonly unknown[])[] = [];
  private nextUid = 1001;

  constructor(
    private readonly world: DemoWorld,
    private readonly store: IncidentStore,
    /** Where the server tells the consoles following an incident that it changed (none: nobody is told). */
    private readonly sockets: Pick<LiveHub, 'push'> | null = null,
  ) {}

  getIncidentsLastHours(lastHours: number): Promise<readonly Incident[]> {
    return this.answer('getIncidentsLastHours', [lastHours], async ({ tenant }) => {
      const since = this.world.clock.now() - lastHours * HOUR_MS;
      const all = await this.store.list(tenant.id);
      return this.present(all.filter((i) => !isDeleted(i) && timeOf(i.at) >= since));
    });
  }

  getIncidents(query: GetIncidentsQuery): Promise<readonly Incident[]> {
    return this.answer('getIncidents', [query], async ({ tenant }) => {
      let all = (await this.store.list(tenant.id)).filter((i) => !isDeleted(i));
      if (query.onlyLive === true) all = all.filter(isOpenLive);
      if (typeof query.first === 'number' && query.first >= 0) all = all.slice(0, query.first);
      return this.present(all);
    });
  }

  getIncidentsNotPagination(query: { readonly all: boolean; readonly numberOfDays: number }): Promise<readonly Incident[]> {
    return this.answer('getIncidentsNotPagination', [query], async ({ tenant }) => {
      let all = await this.store.list(tenant.id);
      if (!query.all) all = all.filter((i) => !isDeleted(i));
      if (query.numberOfDays >= 0) {
        const since = this.world.clock.now() - query.numberOfDays * DAY_MS;
        all = all.filter((i) => timeOf(i.at) >= since);
      }
      return this.present(all);
    });
  }

  getIncidentById(id: string | number): Promise<Incident | null> {
    return this.answer('getIncidentById', [id], async ({ tenant }) => {
      const incident = await this.store.get(tenant.id, id);
      return incident ? presentIncident(this.store, incident) : null;
    });
  }

  /**
   * Only the incident of the link's tenant whose unexpired share token the link carries: cut to what a viewer may see
   * while it is live, and to the fact that it ended once it is finished or deleted.
   */
  async getIncidentByIdNoAuth(id: string | number, access: SharedViewAccess): Promise<Incident | null> {
    record(this.calls, ['getIncidentByIdNoAuth', id, access]);
    await this.world.arrive();
    const incident = await this.sharedIncident(access, (tenantId) => this.store.get(tenantId, id), true);
    return incident ? sharedLiveViewOf(await presentIncident(this.store, incident)) : null;
  }

  getAllLiveStreams(): Promise<readonly Incident[]> {
    return this.answer('getAllLiveStreams', [], async ({ tenant }) => this.present((await this.store.list(tenant.id)).filter(isOpenLive)));
  }

  getIncidentMedia(id: string | number): Promise<readonly MediaItem[]> {
    return this.answer('getIncidentMedia', [id], async ({ tenant }) => (await this.existing(tenant.id, id)).media ?? []);
  }

  createIncident(payload: CreateIncidentPayload): Promise<Incident> {
    return this.answer('createIncident', [payload], async ({ tenant, account }) => {
      assertColumnLengths(payload.input);
      return presentIncident(this.store, await this.store.create(tenant.id, payload, account));
    });
  }

  updateIncident(incidentId: string | number, input: UpdateIncidentInput): Promise<Incident> {
    return this.answer('updateIncident', [incidentId, input], async ({ tenant, account }) => {
      const refusal = this.world.incidentUpdateRefusal();
      if (refusal !== null) throw graphqlError(refusal);
      const current = await this.changeable(tenant.id, incidentId);
      assertColumnLengths(input);
      const patch: Partial<Incident> = {
        ...definedOnly(input),
        ...(input.incidentsCategoryId !== undefined
          ? { category: { id: input.incidentsCategoryId, title: current.category?.title ?? null } }
          : {}),
        userUpdate: { id: account.id, email: account.email, name: account.name, lastName: account.lastName, phone: null },
      };
      const updated = await presentIncident(this.store, await this.store.update(tenant.id, current.id, patch));
      // SPEC §7: every console following the incident hears that it changed (the saving one too, as on the platform).
      const id = String(current.id);
      this.sockets?.push({ incidentId: id, tenantId: tenant.id }, { type: 'INCIDENT_UPDATED', incidentId: id, activeOperator: null });
      return updated;
    });
  }

  finishIncident(incidentId: string | number): Promise<void> {
    return this.answer('finishIncident', [incidentId], async ({ tenant }) => {
      const current = await this.changeable(tenant.id, incidentId);
      if (isFinished(current)) return;
      await this.store.update(tenant.id, current.id, { finishedAt: this.nowIso(), isStreamingLive: false, videoStream: null });
    });
  }

  deleteIncident(incidentId: string | number): Promise<void> {
    return this.answer('deleteIncident', [incidentId], async ({ tenant, account }) => {
      const current = await this.changeable(tenant.id, incidentId);
      await this.store.update(tenant.id, current.id, {
        deletedAt: this.nowIso(),
        isStreamingLive: false,
        videoStream: null,
        userDelete: { id: account.id, email: account.email, name: account.name, lastName: account.lastName, phone: null },
      });
    });
  }

  deleteComment(incidentId: string | number, commentId: string | number): Promise<void> {
    return this.answer('deleteComment', [incidentId, commentId], async ({ tenant }) => {
      const current = await this.changeable(tenant.id, incidentId);
      const comments = current.comments ?? [];
      const kept = comments.filter((c) => String(c.id) !== String(commentId));
      if (kept.length === comments.length) throw graphqlError('Comment not found');
      await this.store.update(tenant.id, current.id, { comments: kept, commentsCount: kept.length });
    });
  }

  approveComment(incidentId: string | number, commentId: string | number): Promise<void> {
    return this.answer('approveComment', [incidentId, commentId], async ({ tenant }) => {
      const current = await this.changeable(tenant.id, incidentId);
      const comments = current.comments ?? [];
      if (!comments.some((c) => String(c.id) === String(commentId))) throw graphqlError('Comment not found');
      await this.store.update(tenant.id, current.id, {
        comments: comments.map((c) =>
          String(c.id) === String(commentId) ? { ...c, isReported: false, reportedAt: null, userReported: null } : c,
        ),
      });
    });
  }

  joinLiveChannel(channel: string): Promise<ChannelJoinResult> {
    return this.answer('joinLiveChannel', [channel], async ({ tenant }) => {
      await this.liveByChannel([tenant.id], channel);
      return this.joinResult(channel);
    });
  }

  /** Collab channels are made by the collab service: any channel of an open live incident of the tenant, or one derived from it (`incident-<id>-…`). */
  joinLiveCollabChannel(channel: string): Promise<ChannelJoinResult> {
    return this.answer('joinLiveCollabChannel', [channel], async ({ tenant }) => {
      await this.liveByChannel([tenant.id], channel, true);
      return this.joinResult(channel);
    });
  }

  async joinLiveChannelNoAuth(channel: string, access: SharedViewAccess): Promise<ChannelJoinResult> {
    record(this.calls, ['joinLiveChannelNoAuth', channel, access]);
    await this.world.arrive();
    const incident = await this.sharedIncident(access, (tenantId) => this.liveByChannel([tenantId], channel).catch(() => undefined));
    if (!incident) throw graphqlError('Channel not found or no longer live');
    return this.joinResult(channel);
  }

  stopAllChannelsMutation(incidentId: string | number): Promise<void> {
    return this.answer('stopAllChannelsMutation', [incidentId], async ({ tenant }) => {
      const current = await this.existing(tenant.id, incidentId);
      await this.store.endStream(tenant.id, current.id);
    });
  }

  /** {hash}: the recorded videos (video and cloudRecording media) of the incident whose channel or id is the hash. */
  videosContents(hash: string): Promise<readonly MediaItem[]> {
    return this.answer('videosContents', [hash], async ({ tenant }) => {
      const key = hash.trim();
      const all = await this.store.list(tenant.id);
      const incident = all.find((i) => i.id === key || i.videoStream?.channel === key || i.videoStream?.channel === `incident-${key}`);
      return (incident?.media ?? []).filter((m) => m.typeContent === 'video' || m.typeContent === 'cloudRecording');
    });
  }

  private async answer<T>(method: string, args: readonly unknown[], work: (caller: DemoCaller) => Promise<T>): Promise<T> {
    record(this.calls, [method, ...args]);
    return this.world.answer(work);
  }

  private present(incidents: readonly DemoIncident[]): Promise<Incident[]> {
    return presentIncidents(this.store, incidents);
  }

  private async existing(tenantId: string, id: string | number): Promise<DemoIncident> {
    const incident = await this.store.get(tenantId, id);
    if (!incident) throw graphqlError('Incident not found');
    return incident;
  }

  /** An incident that may still change: known and not deleted. */
  private async changeable(tenantId: string, id: string | number): Promise<DemoIncident> {
    const incident = await this.existing(tenantId, id);
    if (isDeleted(incident)) throw graphqlError('Incident has been deleted');
    return incident;
  }

  /**
   * The incident `find` names in the link's tenant, when the link's share token is its own and has not expired, and
   * it is live (or, with `ended`, also once it has ended).
   */
  private async sharedIncident(
    access: SharedViewAccess,
    find: (tenantId: string) => Promise<DemoIncident | undefined>,
    ended = false,
  ): Promise<DemoIncident | null> {
    const tenant = this.world.tenant(access?.tenant ?? '');
    const token = parseShareToken(access?.shareToken);
    if (!tenant || !token) return null;
    const incident = await find(tenant.id);
    if (!incident || !(ended || isOpenLive(incident))) return null;
    const check = this.world.keys.checkShareToken(token, incident.tenantId, incident.id, this.world.clock.now());
    if (check === 'invalid') return null;
    // An incident that ended says so to its own link, expired or not: that it ended is the news the viewer needs.
    if (ended && !isOpenLive(incident)) return incident;
    if (check === 'expired') throw new GatewayError('expired', 'This share link has expired', 410);
    return incident;
  }

  private async liveByChannel(tenantIds: readonly string[], channel: string, derived = false): Promise<DemoIncident> {
    const wanted = channel.trim();
    for (const tenantId of tenantIds) {
      for (const incident of await this.store.list(tenantId)) {
        const own = incident.videoStream?.channel;
        if (!own || !isOpenLive(incident)) continue;
        if (own === wanted || (derived && wanted.startsWith(`${own}-`))) return incident;
      }
    }
    throw graphqlError('Channel not found or no longer live');
  }

  private joinResult(channel: string): ChannelJoinResult {
    const uid = this.nextUid++;
    return { uid, token: `demo-rtc-join-${channel.trim()}-${uid}`, channel: channel.trim() };
  }

  private nowIso(): string {
    return new Date(this.world.clock.now()).toISOString();
  }
}

function definedOnly(input: UpdateIncidentInput): Partial<Incident> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<Incident>;
}

export function timeOf(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const t = Date.parse(value ?? '');
  return Number.isNaN(t) ? 0 : t;
}
