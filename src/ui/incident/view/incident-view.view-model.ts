import { runInAction } from 'mobx';
import {
  LoadIncidentUseCase,
  type LoadedIncident,
  type LoadIncidentError,
  type LoadIncidentInput,
} from '../../../application/incidents/load-incident.use-case';
import { IncidentFollowFlow } from '../../../application/incidents/incident-follow.flow';
import { LocationPollFlow, type MapPoint } from '../../../application/live/location-poll.flow';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import type { LocationPoller as TrackPoller } from '../live/live-incident.view-model';
import type { Incident } from '../../../domain/incident/incident';
import type { Result } from '../../../domain/shared/result';
import { videoHistoryAccess } from '../../../domain/visibility/live-visibility';
import { routeLink } from '../../../domain/routing/routes';
import { navigateHash } from '../../app/hash-location';
import type { Services } from '../../app/services';
import { TenantSettingsModel, type SettingsSource } from '../../shared/tenant-settings.model';
import { makeObservableExcept } from '../../shared/make-observable-except';

type Unsubscribe = () => void;

/** LoadIncidentUseCase. */
export interface IncidentLoader {
  execute(input: LoadIncidentInput): Promise<Result<LoadedIncident, LoadIncidentError>>;
}

/** IncidentFollowFlow: the incident as the server has it, after INCIDENT_UPDATED and after a socket gap. */
export interface IncidentFollower {
  start(incident: Incident): void;
  onIncident(listener: (incident: Incident) => void): Unsubscribe;
  dispose(): void;
}

export interface IncidentViewDeps {
  readonly loader: IncidentLoader;
  readonly createFollower?: () => IncidentFollower;
  readonly hasAccess: () => boolean;
  readonly createTrackPoller: () => TrackPoller;
  readonly navigate: (route: string) => void;
  /** The tenant's settings (restrictCreateIncident hides the add-incident button). */
  readonly settings?: SettingsSource;
}

export interface IncidentViewParams {
  readonly tenant: string;
  readonly incidentId: string;
  /** The route's query: `fromIncidentDetail` (SPEC §2). */
  readonly search: URLSearchParams;
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
  private follower: IncidentFollower | null = null;
  private unsubscribe: Unsubscribe | null = null;
  private run = 0;
  private readonly tenantSettings: TenantSettingsModel;

  constructor(
    private readonly deps: IncidentViewDeps,
    private readonly params: IncidentViewParams,
  ) {
    this.tenantSettings = new TenantSettingsModel(deps.settings);
    makeObservableExcept(this, ['tenantSettings', 'deps', 'params', 'poller', 'follower', 'unsubscribe', 'run']);
  }

  get createRoute(): string {
    return routeLink({ name: 'incident-create', tenant: this.params.tenant });
  }

  /** SPEC §2 header add-incident button, unless the tenant restricts incident creation (SPEC §3, §6). */
  get addIncidentVisible(): boolean {
    return this.tenantSettings.creationAllowed;
  }

  start(): void {
    const run = ++this.run;
    this.tenantSettings.start();
    // Access comes from the loaded permissions only: the `fromIncidentDetail` query grants nothing.
    const access = videoHistoryAccess({ hasAccess: this.deps.hasAccess() });
    if (access === 'redirectToLive') {
      this.deps.navigate(this.createRoute);
      return;
    }
    this.state = { kind: 'loading' };
    void this.deps.loader.execute({ id: this.params.incidentId, page: 'view' }).then((result) => {
      if (run !== this.run) return;
      runInAction(() => {
        if (result.ok) {
          this.state = { kind: 'loaded', incident: result.value.incident, loaded: result.value };
          this.followTrack(run);
          this.followIncident(result.value.incident);
        } else if (result.error.kind === 'not-found' || result.error.kind === 'finished') this.state = { kind: 'not-found' };
        else this.state = { kind: 'failed', message: 'message' in result.error ? (result.error.message ?? null) : null };
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
    this.tenantSettings.dispose();
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.poller?.dispose();
    this.poller = null;
    this.follower?.dispose();
    this.follower = null;
  }

  /** The header, facts and map follow the server; the edit form keeps what the operator types. */
  private followIncident(incident: Incident): void {
    const follower = this.deps.createFollower?.();
    if (!follower) return;
    this.follower = follower;
    follower.onIncident((next) => {
      runInAction(() => {
        if (this.state.kind === 'loaded') this.state = { ...this.state, incident: next };
      });
    });
    follower.start(incident);
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
    poller.start(this.params.incidentId);
  }
}

export function createIncidentViewViewModel(services: Services, params: IncidentViewParams): IncidentViewViewModel {
  const user = services.get(CurrentUserStore);
  return new IncidentViewViewModel(
    {
      loader: services.get(LoadIncidentUseCase),
      createFollower: () => services.get(IncidentFollowFlow),
      hasAccess: () => user.hasAccess(),
      createTrackPoller: () => services.get(LocationPollFlow),
      navigate: (route) => navigateHash(route),
      settings: user,
    },
    params,
  );
}
