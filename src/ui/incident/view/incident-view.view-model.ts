import { userBackToHqRoute, type HqUser } from '../shared/back-to-hq';
import { runInAction } from 'mobx';
import type { LoadedIncident, LoadIncidentError, LoadIncidentInput } from '../../../application/incidents/load-incident.use-case';
import type { MapPoint } from '../../../domain/live/map-points';
import type { LocationPoller as TrackPoller } from '../live/live-incident.types';
import { isOpenLive, type Incident } from '../../../domain/incident/incident';
import type { IncidentChange } from '../../../domain/permissions/permissions';
import { IncidentReadFollower, type IncidentReads } from '../../../application/incidents/incident-read-follower';
import type { Result } from '../../../domain/shared/result';
import { videoHistoryAccess } from '../../../domain/visibility/live-visibility';
import { routeLink } from '../../../domain/routing/routes';
import { TenantSettingsModel, type SettingsSource } from '../../shared/tenant-settings.model';
import { makeObservableExcept } from '../../shared/make-observable-except';
import { CommentsModel, type CommentsDeps } from './comments.model';
import type { ConfirmSlot } from '../../shared/confirm-slot.model';
import { incidentActionsSlot, type IncidentAction, type IncidentActionsDeps } from './incident-actions.model';
import { IncidentExportModel, type IncidentExportDeps } from './incident-export.model';
import { LinkedIncidentsModel, type LinkedIncidentsDeps } from './linked-incidents.model';
import { MessagesPanelModel, type MessagesPanelDeps } from './messages-panel.model';
import { VideoHistoryModel, type VideoHistoryDeps } from './video-history.model';
import type { Notice } from '../../../domain/shared/notice';
import { DisposableStore } from '../../../application/shared/disposable-store';

type Unsubscribe = () => void;

/** LoadIncidentUseCase. */
export interface IncidentLoader {
  execute(input: LoadIncidentInput): Promise<Result<LoadedIncident, LoadIncidentError>>;
}

/**
 * IncidentFollowFlow: the incident as the server has it, after INCIDENT_UPDATED and after a socket gap; its reads are
 * the page's (IncidentReads), so the edit form follows through them.
 */
export interface IncidentFollower extends IncidentReads {
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
  /** Who is signed in, for the header's return-to-HQ link (SPEC §2). */
  readonly user?: HqUser;
  /** The review panels: video history, finish and delete, linked incidents, messages, comments. */
  readonly review: IncidentReviewDeps;
}

export interface IncidentReviewDeps {
  readonly notify: (notice: Notice) => void;
  readonly video: Omit<VideoHistoryDeps, 'notify'>;
  readonly actions: Pick<IncidentActionsDeps, 'finish' | 'remove'>;
  readonly linked: Pick<LinkedIncidentsDeps, 'list' | 'search' | 'links' | 'mayChange'>;
  /** Whether the signed-in user may make a change to the incident (deleting needs what editing needs). */
  readonly mayChange: (change: IncidentChange) => boolean;
  readonly messages: MessagesPanelDeps['list'];
  readonly comments: Pick<CommentsDeps, 'moderate' | 'isModerator'>;
  readonly pdf: Omit<IncidentExportDeps, 'notify'>;
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
  private follower: IncidentFollower | null = null;
  /** What the loaded incident holds: its follower, its track's poller and the poller's subscription. */
  private readonly disposables = new DisposableStore();
  private run = 0;
  private readonly tenantSettings: TenantSettingsModel;
  readonly video: VideoHistoryModel;
  readonly actions: ConfirmSlot<IncidentAction>;
  readonly linked: LinkedIncidentsModel;
  readonly messages: MessagesPanelModel;
  readonly comments: CommentsModel;
  readonly pdf: IncidentExportModel;

  constructor(
    private readonly deps: IncidentViewDeps,
    private readonly params: IncidentViewParams,
  ) {
    this.tenantSettings = new TenantSettingsModel(deps.settings);
    const { review } = deps;
    const { notify } = review;
    const reload = () => this.reload();
    const id = params.incidentId;
    this.video = new VideoHistoryModel({ ...review.video, notify }, { incidentId: id, hasAccess: deps.hasAccess() });
    this.actions = incidentActionsSlot({ ...review.actions, notify, reload }, id);
    this.linked = new LinkedIncidentsModel({ ...review.linked, navigate: deps.navigate, notify }, params.tenant, id);
    this.messages = new MessagesPanelModel({ list: review.messages }, id);
    this.comments = new CommentsModel({ ...review.comments, notify, reload }, id);
    this.pdf = new IncidentExportModel({ ...review.pdf, notify }, id);
    makeObservableExcept(this, [
      'tenantSettings',
      'deps',
      'params',
      'follower',
      'disposables',
      'run',
      'video',
      'actions',
      'linked',
      'messages',
      'comments',
      'pdf',
    ]);
  }

  /** Delete is offered only to a user who may edit the incident. */
  get mayDelete(): boolean {
    return this.deps.review.mayChange('delete');
  }

  /** SPEC §4: finished (finishedAt set) or deleted (deletedAt set); the header says so and the actions go. */
  get closure(): { readonly finishedAt: string | null; readonly deletedAt: string | null } {
    const incident = this.state.kind === 'loaded' ? this.state.incident : null;
    const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
    return { finishedAt: text(incident?.finishedAt), deletedAt: text(incident?.deletedAt) };
  }

  /** The call is over (stopped, finished or deleted): the chat with the caller is read-only and says so. */
  get callOver(): boolean {
    return this.state.kind === 'loaded' && !isOpenLive(this.state.incident);
  }

  get createRoute(): string {
    return routeLink({ name: 'incident-create', tenant: this.params.tenant });
  }

  /** SPEC §2 header return-to-HQ link: as the live page's back-to-HQ (domain backToHqRoute). */
  get backToHqRoute(): string {
    return userBackToHqRoute(this.params.tenant, this.deps.user);
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
      // Never a silent move: the page it lands on says why the incident did not open.
      this.deps.review.notify({ kind: 'error', key: 'incident_view.no_history_access' });
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
          this.video.start();
          this.linked.start();
          this.messages.start();
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

  /**
   * The page's follower, for the edit form: the form hears the page's reads instead of following the incident a
   * second time, so each change costs one read. Null before the incident is loaded (the form shows only after).
   */
  formFollower(): IncidentReadFollower | null {
    return this.follower ? new IncidentReadFollower(this.follower) : null;
  }

  /** SPEC §2 PDF export, with the message status records and linked incidents the panels read and the map's track. */
  exportPdf(): Promise<void> {
    return this.pdf.export(() => ({ records: this.messages.records.items, linked: this.linked.entries.items, track: this.track }));
  }

  /** After a change made here (finish, delete, a moderated comment): the incident as the server now has it. */
  async reload(): Promise<void> {
    const run = this.run;
    const result = await this.deps.loader.execute({ id: this.params.incidentId, page: 'view' });
    if (run !== this.run || !result.ok) return;
    runInAction(() => {
      this.state = { kind: 'loaded', incident: result.value.incident, loaded: result.value };
    });
    this.linked.start();
  }

  dispose(): void {
    this.run++;
    this.video.dispose();
    this.linked.dispose();
    this.messages.dispose();
    this.tenantSettings.dispose();
    this.disposables.clear();
    this.follower = null;
  }

  /** The header, facts and map follow the server; the edit form keeps what the operator types. */
  private followIncident(incident: Incident): void {
    const follower = this.deps.createFollower?.();
    if (!follower) return;
    this.follower = this.disposables.add(follower);
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
    this.disposables.add(poller);
    this.disposables.add(
      poller.onPoints((points) => {
        runInAction(() => {
          this.track = points;
        });
      }),
    );
    poller.start(this.params.incidentId);
  }
}
