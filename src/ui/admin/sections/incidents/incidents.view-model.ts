import { reaction } from 'mobx';
import { removeEach } from '../../../../application/admin/record-changes';
import { DeleteIncidentUseCase } from '../../../../application/incidents/delete-incident.use-case';
import { FinishIncidentUseCase } from '../../../../application/incidents/finish-incident.use-case';
import { IncidentAnswerOrder } from '../../../../application/incidents/incident-answer-order';
import { IncidentHistoryFacade } from '../../../../application/incidents/incident-history.facade';
import { IncidentListFollowFlow, type IncidentListListener } from '../../../../application/incidents/incident-list-follow.flow';
import { CurrentTime } from '../../../../application/shared/current-time';
import type { CallFailure } from '../../../../application/shared/failure';
import {
  INCIDENT_ROW_FIELDS,
  INCIDENTS_LIST,
  incidentRowOf,
  quickRangeDays,
  quickRangeOf,
  type IncidentRow,
  type QuickRange,
} from '../../../../domain/admin/incident-rows';
import type { EntityId, Incident } from '../../../../domain/incident/incident';
import { isDeleted } from '../../../../domain/incident/incident';
import { isLifecycle, LIFECYCLES } from '../../../../domain/incident/lifecycle';
import { routePath } from '../../../../domain/routing/routes';
import { ok, type Result } from '../../../../domain/shared/result';
import type { Services } from '../../../shared/services';
import { readerDay } from '../../../shared/date-text';
import { adminListDeps } from '../../resource/admin-list-deps';
import { failureMessage } from '../../resource/admin-messages';
import { ConfirmSlot } from '../../../shared/confirm-slot.model';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { wholeListSource } from '../../resource/whole-list-source';
import { makeObservableExcept } from '../../../shared/make-observable-except';
import { DisposableStore } from '../../../../application/shared/disposable-store';

/** The locale key of a status, or null for one the list shows as written. */
export function statusKey(status: string): string | null {
  return isLifecycle(status) ? `lifecycle.${status}` : null;
}

const yesNo = (value: boolean, translate: (key: string) => string) => translate(value ? 'admin.list.yes' : 'admin.list.no');

/** The incidents list: newest first, filtered by day range, status, live and media, exported as CSV. */
export const INCIDENTS_SECTION: SectionDescriptor<IncidentRow> = {
  key: 'incidents',
  spec: INCIDENTS_LIST,
  nameOf: (row) => (row.title ? `#${row.id} ${row.title}` : `#${row.id}`),
  csv: {
    columns: ['id', 'title', 'created', 'status', 'live', 'phone', 'address', 'operator', 'media', 'reactions'],
    dates: ['created'],
    row: (r, translate) => {
      const status = statusKey(r.status);
      return [
        r.id,
        r.title,
        r.created,
        status ? translate(status) : r.status,
        yesNo(r.live, translate),
        r.phone,
        r.address,
        r.operator,
        r.mediaCount,
        r.reactions.total,
      ];
    },
  },
};

/** What the list hears from the socket (IncidentListFollowFlow). */
export interface IncidentListFollow {
  start(listener: IncidentListListener): void;
  watch(incidentIds: readonly string[]): void;
  dispose(): void;
}

export interface IncidentsDeps extends Omit<ResourceListDeps<IncidentRow>, 'source'> {
  readonly history: Pick<IncidentHistoryFacade, 'list' | 'one'>;
  readonly finish: Pick<FinishIncidentUseCase, 'execute'>;
  readonly remove: Pick<DeleteIncidentUseCase, 'execute'>;
  readonly follow: IncidentListFollow;
  /** One sequence per incident for every answer that replaces it on screen (IncidentAnswerOrder). */
  readonly answers: Pick<IncidentAnswerOrder, 'begin' | 'settle'>;
  readonly clock: Pick<CurrentTime, 'now'>;
  /** The reader's day of a time (YYYY-MM-DD); the local day unless a test says otherwise. */
  readonly dayOf?: (ms: number) => string;
}

/** Each incident's row in the reader's days, while the incident lives (answers are values, never changed in place). */
const readerRows = new WeakMap<Incident, IncidentRow | null>();

/**
 * The incidents section, the public tenant's (SPEC §2, §7 getIncidentsNotPagination): the whole history read once
 * and cut into pages in the browser (search, day range with quick ranges, status, live, media, sort); open an
 * incident in its view, finish or delete one after a confirmation, export CSV. While it is open it follows
 * INCIDENT_UPDATED: the incident is read again and its row replaced (or dropped once deleted), the page, sort and
 * filters kept; after a socket gap the whole list is read again. Per incident, an answer older than one already applied
 * (a read of it or of the whole list, a finish or delete sent later) never replaces its row.
 */
export class IncidentsViewModel {
  readonly list: ResourceListViewModel<IncidentRow>;
  /** The finish confirmation: the incident it names while it is open. */
  readonly finishing = new ConfirmSlot<IncidentRow>((row) => this.finish(row));
  /** The statuses present in the history (the status filter's choices). */
  statuses: readonly string[] = [];
  /** The whole history as rows, once read (null: not read yet). */
  private rows: IncidentRow[] | null = null;
  /** The next load reads the whole history again (after a socket gap), the rows held meanwhile. */
  private readAgain = false;
  private readonly tenant: string;
  private readonly dayOf: (ms: number) => string;
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: IncidentsDeps,
    params: SectionParams,
  ) {
    this.tenant = params.route.name === 'admin-section' ? params.route.tenant : '';
    this.dayOf = deps.dayOf ?? readerDay;
    const remove = async (id: EntityId): Promise<Result<void, CallFailure>> => {
      const ticket = deps.answers.begin();
      const removed = await deps.remove.execute({ incidentId: id });
      if (removed.ok && deps.answers.settle(id, ticket)) this.patch(String(id), null);
      return removed;
    };
    const source = wholeListSource(() => this.load(), INCIDENT_ROW_FIELDS, { remove, removeMany: removeEach(remove) });
    this.list = sectionList({ ...deps, source }, params, INCIDENTS_SECTION);
    makeObservableExcept(this, ['deps', 'list', 'finishing', 'rows', 'readAgain', 'disposables', 'dayOf']);
  }

  start(): void {
    this.list.start();
    this.deps.follow.start({ updated: (id) => void this.refreshOne(id), reopened: () => void this.reload() });
    this.disposables.add(
      reaction(
        () => this.list.items.map((row) => row.id),
        (ids) => this.deps.follow.watch(ids),
        { fireImmediately: true },
      ),
    );
  }

  dispose(): void {
    this.disposables.clear();
    this.deps.follow.dispose();
    this.list.dispose();
  }

  /** The whole history (read once; later pages, sorts and filters cut it again). */
  private async load(): Promise<Result<readonly IncidentRow[], CallFailure>> {
    if (this.rows && !this.readAgain) return ok(this.rows);
    this.readAgain = false;
    const ticket = this.deps.answers.begin();
    const read = await this.deps.history.list();
    if (!read.ok) return read;
    // A row an answer sent after this read already replaced (or dropped) stays as that answer left it.
    const held = new Map((this.rows ?? []).map((row) => [row.id, row]));
    const rows = read.value.flatMap((incident) => {
      const id = String(incident.id);
      const row = this.deps.answers.settle(id, ticket) ? this.rowOf(incident) : (held.get(id) ?? null);
      held.delete(id);
      return row ?? [];
    });
    // Not in this answer: gone, unless a newer answer (an incident created since) brought it.
    for (const [id, row] of held) if (!this.deps.answers.settle(id, ticket)) rows.unshift(row);
    this.rows = rows;
    this.setStatuses(rows);
    return ok(rows);
  }

  private rowOf(incident: Incident): IncidentRow | null {
    if (isDeleted(incident)) return null;
    // The reader's own days: the row an incident answered again unchanged (the same object) had is the same.
    if (this.dayOf !== readerDay) return incidentRowOf(incident, this.dayOf);
    let row = readerRows.get(incident);
    if (row === undefined) readerRows.set(incident, (row = incidentRowOf(incident, readerDay)));
    return row;
  }

  private setStatuses(rows: readonly IncidentRow[]): void {
    const present = new Set(rows.map((row) => row.status));
    this.statuses = LIFECYCLES.filter((status) => present.has(status));
  }

  /** Reads the whole history again, the rows on screen kept meanwhile. */
  async reload(): Promise<void> {
    this.readAgain = true;
    await this.list.load({ quiet: true });
  }

  /** INCIDENT_UPDATED: the incident read again, its row replaced (added when new, dropped when deleted or gone). */
  async refreshOne(id: string): Promise<void> {
    const ticket = this.deps.answers.begin();
    const read = await this.deps.history.one(id);
    if (!read.ok && read.error.kind !== 'not-found') return;
    // Before the history is read there is no row to replace: the history's own answer will show the incident.
    if (!this.rows || !this.deps.answers.settle(id, ticket)) return;
    this.patch(id, read.ok ? this.rowOf(read.value) : null);
    await this.list.load({ quiet: true });
  }

  /** Replaces, adds or (null) drops one row of the history held (a new array: the list sorts it again). */
  private patch(id: string, row: IncidentRow | null): void {
    const rows = this.rows;
    if (!rows) return;
    const others = rows.filter((r) => r.id !== id);
    const index = rows.findIndex((r) => r.id === id);
    this.rows = row === null ? others : index >= 0 ? rows.map((r) => (r.id === id ? row : r)) : [row, ...rows];
    this.setStatuses(this.rows);
  }

  // Day range --------------------------------------------------------------------------------------------------------

  /** The reader's day now (YYYY-MM-DD). */
  today(): string {
    return this.dayOf(this.deps.clock.now());
  }

  /** The quick range the day filters are now, or null for another range. */
  get quickRange(): QuickRange | null {
    return quickRangeOf(this.list.filterValue('from'), this.list.filterValue('to'), this.today());
  }

  setQuickRange(range: QuickRange): void {
    this.list.setFilters(quickRangeDays(range, this.today()));
  }

  // Row actions -------------------------------------------------------------------------------------------------------

  /** Opens the incident in its view ({tenant}/incident/view/{id}). */
  open(row: IncidentRow): void {
    this.deps.navigate(routePath({ name: 'incident-view', tenant: this.tenant, id: row.id }));
  }

  askFinish(row: IncidentRow): void {
    if (!row.finished) this.finishing.ask(row);
  }

  /** finishIncident, once confirmed: the row reads finished (and live no more), the list says so. */
  private async finish(row: IncidentRow): Promise<void> {
    const ticket = this.deps.answers.begin();
    const result = await this.deps.finish.execute({ incidentId: row.id });
    const name = this.list.nameOf(row);
    if (!result.ok) {
      const detail = result.error.kind === 'required-title' ? { key: 'admin.incidents.title_required' } : failureMessage(result.error);
      this.deps.notify({ kind: 'error', key: 'admin.incidents.finish_failed', values: { name }, detail });
      return;
    }
    if (this.deps.answers.settle(row.id, ticket)) {
      const now = this.rows?.find((r) => r.id === row.id) ?? row;
      this.patch(row.id, { ...now, finished: true, live: false, status: 'finished' });
    }
    this.list.changed({ kind: 'success', key: 'admin.incidents.finished', values: { name } });
  }
}

export function createIncidentsViewModel(services: Services, params: AdminSectionParams): IncidentsViewModel {
  return new IncidentsViewModel(
    {
      ...adminListDeps(services, params.notify),
      history: services.get(IncidentHistoryFacade),
      finish: services.get(FinishIncidentUseCase),
      remove: services.get(DeleteIncidentUseCase),
      follow: services.get(IncidentListFollowFlow),
      answers: services.get(IncidentAnswerOrder),
      clock: services.get(CurrentTime),
    },
    params,
  );
}
