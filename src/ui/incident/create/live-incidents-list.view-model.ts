import { runInAction } from 'mobx';
import { ListLiveIncidentsUseCase } from '../../../application/incidents/list-live-incidents.use-case';
import type { CallFailure } from '../../../application/shared/failure';
import { NewestAnswer } from '../../../application/shared/newest-answer';
import type { LiveIncidentEntry } from '../../../domain/incident/live-incidents';
import { routeLink } from '../../../domain/routing/routes';
import type { Result } from '../../../domain/shared/result';
import { navigateHash } from '../../shared/hash-location';
import type { Services } from '../../shared/services';
import { makeObservableExcept } from '../../shared/make-observable-except';

/** What the list needs of ListLiveIncidentsUseCase (a plain object in tests). */
export interface LiveIncidentsSource {
  execute(): Promise<Result<readonly LiveIncidentEntry[], CallFailure>>;
}

/** The list could not be read; the screen offers to try again. */
export interface LiveIncidentsUnavailable {
  readonly key: 'incident_live_list.load_failed';
}

export interface LiveIncidentsListDeps {
  readonly liveIncidents: LiveIncidentsSource;
  readonly navigate: (route: string) => void;
}

export interface LiveIncidentsListParams {
  /** The route's tenant: an incident opens at {tenant}/incident/live/{id}. */
  readonly tenant: string;
}

/**
 * SPEC §2, §9 the live incidents list beside create mode: loads on start, again on refresh; keeps the lines it
 * has while a refresh runs; a failure shows its message until the next load; Open goes to the incident's live view.
 * An answer that arrives after dispose or after a newer load is ignored.
 */
export class LiveIncidentsListViewModel {
  entries: readonly LiveIncidentEntry[] = [];
  loading = false;
  /** Set once a load has answered, so an empty list reads as "none" only after the first answer. */
  loaded = false;
  error: LiveIncidentsUnavailable | null = null;
  /** Only the newest load's answer is kept; dispose drops the one under way. */
  private readonly answers = new NewestAnswer();

  constructor(
    private readonly deps: LiveIncidentsListDeps,
    private readonly params: LiveIncidentsListParams,
  ) {
    makeObservableExcept(this, ['deps', 'params', 'answers']);
  }

  start(): void {
    void this.refresh();
  }

  dispose(): void {
    this.answers.drop();
    this.loading = false;
  }

  /** The first load, before anything is shown. */
  get initialLoading(): boolean {
    return this.loading && !this.loaded;
  }

  /** Loaded, no failure and nothing live. */
  get empty(): boolean {
    return this.loaded && !this.loading && this.error === null && this.entries.length === 0;
  }

  async refresh(): Promise<void> {
    const current = this.answers.begin();
    this.loading = true;
    const result = await this.deps.liveIncidents.execute();
    if (!current()) return;
    runInAction(() => {
      this.loading = false;
      this.loaded = true;
      if (result.ok) {
        this.entries = result.value;
        this.error = null;
      } else {
        this.entries = [];
        this.error = { key: 'incident_live_list.load_failed' };
      }
    });
  }

  /** The live route of an incident of the list. */
  route(entry: LiveIncidentEntry): string {
    return routeLink({ name: 'incident-live', tenant: this.params.tenant, id: entry.id });
  }

  open(entry: LiveIncidentEntry): void {
    this.deps.navigate(this.route(entry));
  }
}

export function createLiveIncidentsListViewModel(services: Services, params: LiveIncidentsListParams): LiveIncidentsListViewModel {
  return new LiveIncidentsListViewModel(
    { liveIncidents: services.get(ListLiveIncidentsUseCase), navigate: (route) => navigateHash(route) },
    params,
  );
}
