import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadedIncident, LoadIncidentError, LoadIncidentInput } from '../../../application/incidents/load-incident.use-case';
import type { MapPoint } from '../../../application/live/location-poll.flow';
import type { LocationPoller as TrackPoller } from '../live/live-incident.view-model';
import type { Incident } from '../../../domain/incident/incident';
import type { Result } from '../../../domain/shared/result';
import { videoHistoryAccess } from '../../../domain/visibility/live-visibility';
import { INCIDENT_LIVE_SEGMENT } from '../../../domain/routing/landing-route';

type Unsubscribe = () => void;

/** LoadIncidentUseCase. */
export interface IncidentLoader {
  execute(input: LoadIncidentInput): Promise<Result<LoadedIncident, LoadIncidentError>>;
}

export interface IncidentViewDeps {
  readonly tenant: string;
  readonly incidentId: string;
  /** The route's query: `fromIncidentDetail` (SPEC §2). */
  readonly search: URLSearchParams;
  readonly hasAccess: () => boolean;
  readonly createTrackPoller: () => TrackPoller;
  readonly navigate: (route: string) => void;
}

export type IncidentViewState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly incident: Incident; readonly loaded: LoadedIncident }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'failed'; readonly message: string | null };

/**
 * SPEC §2 Incident view page ({tenant}/incident/view/{id}): loads the incident (a finished one too), follows the
 * caller's location track for the map, and applies the video-history rule: without hasAccess, and not opened from
 * incident detail, the page goes to {tenant}/incident/live instead.
 */
export type { TrackPoller };

export class IncidentViewViewModel {
  state: IncidentViewState = { kind: 'loading' };
  track: readonly MapPoint[] = [];
  private poller: TrackPoller | null = null;
  private unsubscribe: Unsubscribe | null = null;
  private run = 0;

  constructor(
    private readonly loader: IncidentLoader,
    private readonly deps: IncidentViewDeps,
  ) {
    makeAutoObservable<IncidentViewViewModel, 'loader' | 'deps' | 'poller' | 'unsubscribe' | 'run'>(this, {
      loader: false,
      deps: false,
      poller: false,
      unsubscribe: false,
      run: false,
    });
  }

  get createRoute(): string {
    return `/${this.deps.tenant}/${INCIDENT_LIVE_SEGMENT}`;
  }

  start(): void {
    const run = ++this.run;
    const access = videoHistoryAccess({ hasAccess: this.deps.hasAccess(), fromIncidentDetail: this.deps.search.get('fromIncidentDetail') });
    if (access === 'redirectToLive') {
      this.deps.navigate(this.createRoute);
      return;
    }
    this.state = { kind: 'loading' };
    void this.loader.execute({ id: this.deps.incidentId, page: 'view' }).then((result) => {
      if (run !== this.run) return;
      runInAction(() => {
        if (result.ok) {
          this.state = { kind: 'loaded', incident: result.value.incident, loaded: result.value };
          this.followTrack(run);
        } else if (result.error.kind === 'failed') this.state = { kind: 'failed', message: result.error.message };
        else this.state = { kind: 'not-found' };
      });
    });
  }

  /** The edit form saved the incident: the header, the facts and the map show what the server accepted. */
  incidentSaved(incident: Incident): void {
    const state = this.state;
    if (state.kind !== 'loaded' || String(incident.id) !== String(state.incident.id)) return;
    this.state = { ...state, incident: { ...state.incident, ...incident } };
  }

  dispose(): void {
    this.run++;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.poller?.dispose();
    this.poller = null;
  }

  private followTrack(run: number): void {
    if (run !== this.run) return;
    const poller = this.deps.createTrackPoller();
    this.poller = poller;
    this.unsubscribe = poller.onPoints((points) => {
      runInAction(() => {
        this.track = points;
      });
    });
    poller.start(this.deps.incidentId);
  }
}
