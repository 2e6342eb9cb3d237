import { runInAction } from 'mobx';
import { UserBehaviourFacade, type BehaviourTrail } from '../../../../application/admin/user-behaviour.facade';
import type { CallFailure } from '../../../../application/shared/failure';
import type { ListFields, ListQuery, ListQuerySpec } from '../../../../domain/admin/list-query';
import { actionsPerHour, type HourCount } from '../../../../domain/audit/actions-per-hour';
import type { BehaviourRecord } from '../../../../domain/audit/behaviour-record';
import { ok, type Result } from '../../../../domain/shared/result';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { UserNamesModel, userNameLookup, type UserNameLookup } from '../../resource/user-names.model';
import { wholeListSource } from '../../resource/whole-list-source';
import { makeObservableExcept } from '../../../shared/make-observable-except';

const FIELDS: ListFields<BehaviourRecord> = {
  text: (r) => `${r.action} ${r.userId ?? ''} ${r.incidentId ?? ''} ${r.detail}`,
  sortValue: (r, field) => (field === 'action' ? r.action : field === 'user' ? r.userId : r.at),
  // The day range is the call's own (start, end); user and action narrow what it answered.
  matches: (r, filter, value) => (filter === 'user' ? r.userId === value : filter === 'action' ? r.action === value : true),
};

/** The audit trail: newest first, a day range (YYYY-MM-DD, default today), by user and by action, exported as CSV. */
const BEHAVIOUR_LIST: ListQuerySpec = {
  sortable: ['at', 'action', 'user'],
  filters: ['from', 'to', 'user', 'action'],
  defaultSort: { field: 'at', order: 'desc' },
};

export const BEHAVIOUR_SECTION: SectionDescriptor<BehaviourRecord> = {
  key: 'user-behaviour',
  spec: BEHAVIOUR_LIST,
  nameOf: (r) => r.action,
  csv: {
    columns: ['at', 'user', 'action', 'incident', 'detail'],
    dates: ['at'],
    row: (r) => [r.at, r.userId ?? '', r.action, r.incidentId ?? '', r.detail],
  },
};

export interface UserBehaviourDeps extends Omit<ResourceListDeps<BehaviourRecord>, 'source'> {
  readonly trail: Pick<UserBehaviourFacade, 'list' | 'today'>;
  /** A user's name for the user filter and the table ('Ana Admin'); null when unknown. */
  readonly userName: UserNameLookup;
}

export interface UserBehaviourParams extends SectionParams {
  /** The reader's time zone (IANA name): the days and the hours are its. */
  readonly timeZone: string;
}

/**
 * SPEC §7 user behaviour: the tenant's audit trail (SPEC §3 audit actions) of a range of days (today unless chosen),
 * narrowed by user and by action, counted per hour of the reader's clock for the timeline, listed by page and
 * exported as CSV. The call answers the whole range; the list cuts its pages (wholeListSource).
 */
export class UserBehaviourViewModel {
  readonly list: ResourceListViewModel<BehaviourRecord>;
  /** The actions per hour of what the filters keep (all pages), for the timeline. */
  hours: readonly HourCount[] = [];
  /** The users of the range's trail, named once known. */
  readonly users: UserNamesModel;

  constructor(
    private readonly deps: UserBehaviourDeps,
    private readonly params: UserBehaviourParams,
  ) {
    const today = deps.trail.today(params.timeZone);
    this.users = new UserNamesModel(deps.userName);
    this.list = sectionList({ ...deps, source: wholeListSource((query) => this.load(query), FIELDS) }, params, {
      ...BEHAVIOUR_SECTION,
      spec: { ...BEHAVIOUR_SECTION.spec, defaultFilters: { from: today, to: today } },
    });
    makeObservableExcept(this, ['list', 'users', 'deps', 'params']);
  }

  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  get totalActions(): number {
    return this.hours.reduce((sum, hour) => sum + hour.count, 0);
  }

  /** The timeline's points: the hour ('14:00', or '11-25 14:00' over several days) and its count. */
  get chartPoints(): readonly { readonly label: string; readonly value: number }[] {
    const oneDay = this.hours.length > 0 && this.hours[0]?.hour.slice(0, 10) === this.hours.at(-1)?.hour.slice(0, 10);
    return this.hours.map((h) => ({ label: oneDay ? h.hour.slice(11) : h.hour.slice(5), value: h.count }));
  }

  /** The busiest hour, for the chart's words ('' when nothing happened). */
  get busiestHour(): string {
    const busiest = this.hours.reduce<HourCount | null>((best, h) => (h.count > (best?.count ?? 0) ? h : best), null);
    return busiest?.hour ?? '';
  }

  private async load(query: ListQuery): Promise<Result<BehaviourRecord[], CallFailure>> {
    const result = await this.deps.trail.list({
      from: query.filters.from ?? '',
      to: query.filters.to ?? '',
      timeZone: this.params.timeZone,
    });
    if (!result.ok) {
      if (result.error.kind === 'invalid-range') {
        runInAction(() => (this.hours = []));
        return ok([]);
      }
      return result as Result<never, CallFailure>;
    }
    this.follow(result.value, query);
    return ok([...result.value.records]);
  }

  /** The timeline of what the user and action filters keep, and the users to choose from. */
  private follow(trail: BehaviourTrail, query: ListQuery): void {
    const kept = trail.records.filter((r) =>
      Object.entries(query.filters).every(([name, value]) => FIELDS.matches?.(r, name, value) ?? true),
    );
    runInAction(
      () =>
        (this.hours = actionsPerHour(
          kept.map((r) => r.at),
          trail.range,
          trail.timeZone,
        )),
    );
    this.users.see([...trail.records.map((r) => r.userId), query.filters.user ?? null]);
  }
}

export function createUserBehaviourViewModel(services: Services, params: AdminSectionParams): UserBehaviourViewModel {
  return new UserBehaviourViewModel(
    { trail: services.get(UserBehaviourFacade), userName: userNameLookup(services), ...adminListDeps(services, params.notify) },
    { ...params, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  );
}
