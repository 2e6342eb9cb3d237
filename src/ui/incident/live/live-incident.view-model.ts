import { runInAction } from 'mobx';
import type { LiveSessionFlow } from '../../../application/live/live-session.flow';
import type { LiveSessionEvent, LiveSessionState } from '../../../application/live/live-session.state';
import type { MapPoint } from '../../../domain/live/map-points';
import type { Incident } from '../../../domain/incident/incident';
import type { MessageStatusRecord } from '../../../domain/incident/message-status';
import { failedChannelOf } from '../../../domain/live/call-state';
import type { SendFailureKey } from '../../../domain/messaging/send-failure';
import { routeLink, routePath } from '../../../domain/routing/routes';
import { liveControlsVisible, searchButtonVisible } from '../../../domain/visibility/live-visibility';
import { TenantSettingsModel } from '../../shared/tenant-settings.model';
import { userBackToHqRoute } from '../shared/back-to-hq';
import { leftNoticeRoute } from '../shared/left-notice';
import { makeObservableExcept } from '../../shared/make-observable-except';
import { LiveLeaveModel } from './live-leave.model';
import { CallStateModel, operatorName } from './call-state.model';
import { HeldCallModel } from './held-call.model';
import { LiveMediaControlsModel } from './live-media-controls.model';
import { startCallFollowers } from './call-followers';
import { DisposableStore } from '../../../application/shared/disposable-store';
import type { LiveIncidentDeps, LiveIncidentParams, LiveWarning } from './live-incident.types';

/** Warnings after which the operator stays on the incident. */
const STAYS: readonly string[] = ['take-over', 'live.already_joined'];
const NOT_OBSERVED = ['tenantSettings', 'deps', 'params', 'disposables', 'call', 'held', 'media', 'stopRequested', 'leave', 'following'];

/**
 * SPEC §2 Live incident page (with §4, §8, §9): owns one LiveSessionFlow per start (started on mount, disposed on unmount),
 * the message status polling (each toast once), the location polling (map track) and the caller-never-joined watch
 * (description written, then restart at {tenant}/incident/live). Warnings ('live.already_joined', 'take-over',
 * 'finished_incident') show as dialogs; closing one goes back to {tenant}/incident/live.
 */
export class LiveIncidentViewModel {
  state: LiveSessionState | null = null;
  records: readonly MessageStatusRecord[] = [];
  points: readonly MapPoint[] = [];
  warning: LiveWarning | null = null;
  /** An i18n key shown in an alert above the controls (stop blocked, command errors, notices). */
  message: string | null = null;
  stopping = false;
  /** The operator is asked to confirm stopping the call ('stop') or cancelling the incident ('cancel'). */
  confirming: 'stop' | 'cancel' | null = null;
  /** The incident as last known (the stop clears it from the session; the summary and the title still need it). */
  knownIncident: Incident | null = null;
  readonly call: CallStateModel;
  /** Another session holds the call ('Not joined, already joined'): watch it, or try again to take it over. */
  readonly held: HeldCallModel;
  /** The call's media: the stream on screen, the video element, audio, blur, mute, broadcast and the view link. */
  readonly media: LiveMediaControlsModel;
  readonly leave: LiveLeaveModel = new LiveLeaveModel({
    sessionLive: () => this.session !== null && !this.ended && !this.params.readOnly && !this.watching,
    blockingGuard: () => this.session?.checkGuards() ?? null,
    callerOnLine: () => this.callerOnLine,
    ownViewRoute: () => `${this.params.tenant}/incident/live/${this.params.incidentId}/view`,
    showMessage: (key) => runInAction(() => (this.message = key)),
    stop: () => this.stop(),
  });
  private stopRequested = false;
  /** The call's followers run (followCall). */
  private following = false;
  private session: LiveSessionFlow | null = null;
  /** What a started session holds: the session, its pollers, the call's state and every subscription to them. */
  private readonly disposables = new DisposableStore();
  private readonly tenantSettings: TenantSettingsModel;

  constructor(
    private readonly deps: LiveIncidentDeps,
    private readonly params: LiveIncidentParams,
  ) {
    this.tenantSettings = new TenantSettingsModel(deps.settings);
    this.call = new CallStateModel(deps.call ?? {}, this);
    this.held = new HeldCallModel(deps);
    this.media = new LiveMediaControlsModel(deps, {
      session: () => this.session,
      mayCopyLink: () => this.state !== null && this.videoAllowed,
      showMessage: (key) => runInAction(() => (this.message = key)),
    });
    makeObservableExcept(this, NOT_OBSERVED);
  }

  /** The incident's view page, for a link ('#/{tenant}/incident/view/{id}'). */
  get incidentViewHref(): string {
    return `#${routeLink({ name: 'incident-view', tenant: this.params.tenant, id: this.params.incidentId })}`;
  }

  get listRoute(): string {
    return routePath({ name: 'incident-create', tenant: this.params.tenant });
  }

  /** Where closing a warning goes: the list ({tenant}/incident/live); nowhere in the read-only view. */
  private get afterWarning(): string | null {
    return this.params.readOnly ? null : this.listRoute;
  }

  get readOnly(): boolean {
    return this.params.readOnly;
  }

  get incidentId(): string {
    return this.params.incidentId;
  }

  get title(): string {
    const title = (this.state?.incident ?? this.knownIncident)?.title;
    return typeof title === 'string' ? title.trim() : '';
  }

  get backToHqRoute(): string {
    return userBackToHqRoute(this.params.tenant, this.deps.user);
  }

  get searchVisible(): boolean {
    return !this.params.readOnly && searchButtonVisible(this.deps.user?.hasAccess() ?? false);
  }

  /**
   * SPEC §3, §6 restrictVideo: the caller's picture is not shown (the caller is still heard, and the session, map,
   * chat and photos carry on). Follows the settings as they are saved.
   */
  get videoAllowed(): boolean {
    return this.tenantSettings.videoAllowed;
  }

  get controlsVisible(): boolean {
    const state = this.state;
    if (!state || this.params.readOnly || state.phase !== 'live') return false;
    return liveControlsVisible({ deletedAt: state.incident?.deletedAt ?? null, remoteUsers: state.stream.remoteUsers });
  }

  get remoteUsers() {
    return this.state?.stream.remoteUsers ?? [];
  }

  /**
   * The stream on screen. A session that ended shows none: the selection it ended with (a console that joined, saw the
   * caller, then found another session holding the call) is no picture, and the video area says what is true instead.
   */
  get selectedUid(): string | null {
    if (this.ended) return null;
    return this.state?.stream.selectedUid ?? null;
  }

  get ended(): boolean {
    const phase = this.state?.phase;
    return phase === 'ended' || phase === 'disposed';
  }

  /** The live session (the page passes its addStopGuard to the edit form). */
  get liveSession(): LiveSessionFlow | null {
    return this.session;
  }

  start(): void {
    this.tenantSettings.start();
    const created = this.deps.createSession();
    if (!created.ok) {
      this.warning = { key: 'not_found', then: this.afterWarning };
      return;
    }
    const session = created.value;
    this.session = session;
    this.stopRequested = false;
    this.following = false;
    // Released first (the store releases in order): the session ends while the page still hears its last events.
    this.disposables.add(() => session.dispose());
    this.disposables.add(session.onEvent((event) => this.onSessionEvent(event)));
    this.setState(session.state);
    this.media.sessionStarted(session);
    void session.start().then((result) => {
      if (this.session !== session) return;
      runInAction(() => this.setState(session.state));
      if (!result.ok && result.error.kind === 'start_failed' && !this.warning) {
        runInAction(
          () =>
            (this.warning =
              result.error.kind === 'start_failed' && result.error.videoService
                ? { key: 'video_unavailable', message: null, then: null }
                : { key: 'start_failed', message: result.error.kind === 'start_failed' ? result.error.message : null, then: null }),
        );
      }
    });
  }

  /**
   * The call's followers (message status and its toasts, the caller's track, the never-joined watch, the settings),
   * once the incident loaded and is one with a call: a finished, deleted or unknown incident (SPEC §8) shows its
   * warning alone, with no toast from a call that is over.
   */
  private followCall(session: LiveSessionFlow): void {
    const state = this.state;
    if (this.following || this.params.readOnly || this.session !== session || !state) return;
    if (state.phase === 'idle' || state.phase === 'loading' || this.closedOnLoad) return;
    this.following = true;
    const sink = {
      records: (records: readonly MessageStatusRecord[]) => runInAction(() => (this.records = records)),
      points: (points: readonly MapPoint[]) => runInAction(() => (this.points = points)),
    };
    for (const release of startCallFollowers(session, this.deps, this.params, this.call, sink)) this.disposables.add(release);
  }

  /** The incident has not answered yet: nothing of a call shows until it is known to have one (SPEC §8). */
  get incidentPending(): boolean {
    return this.knownIncident === null && !this.state?.outcome;
  }

  /** The incident never had a call to show: finished or deleted on load, or not found (SPEC §8: a warning, then the list). */
  get closedOnLoad(): boolean {
    const kind = this.state?.outcome?.kind;
    return kind === 'finished_incident' || kind === 'not_found' || kind === 'link_expired';
  }

  dispose(): void {
    this.tenantSettings.dispose();
    this.session = null;
    this.disposables.clear();
  }

  private onSessionEvent(event: LiveSessionEvent): void {
    switch (event.type) {
      case 'stateChanged':
        this.setState(event.state);
        return;
      case 'warning':
        // Every warning ends the session: closing a finished incident's goes to the list. After a take-over, or when
        // another session holds the call, the operator stays on the incident to see what is true and act on it.
        this.warning = { key: event.key, then: STAYS.includes(event.key) ? null : this.afterWarning };
        return;
      case 'ended':
        if (event.outcome.kind === 'already_joined' && !this.warning) this.warning = { key: 'live.already_joined', then: null };
        if (event.outcome.kind === 'not_found' && !this.warning) this.warning = { key: 'not_found', then: this.afterWarning };
        if (event.outcome.kind === 'link_expired' && !this.warning) this.warning = { key: 'link_expired', then: this.afterWarning };
        return;
      case 'goToList': {
        // The read-only view has no list to go back to (its viewer is not signed in): it stays and shows why. After
        // the operator's stop the page stays too, on the call's summary, and so it does when the caller left or the
        // server ended the stream: the summary's actions lead on (the incident's view, finishing it, a new incident).
        if (this.params.readOnly || this.stopRequested) return;
        const cause = this.state?.outcome?.kind === 'ended' ? this.state.outcome.cause : null;
        if (cause === 'callerLeft' || cause === 'serverStop') {
          this.call.ended(cause);
          return;
        }
        if (this.warning) this.warning = { ...this.warning, then: this.listRoute };
        else {
          const reason = cause === 'incidentDeleted' ? 'incident_deleted' : 'not_found';
          this.deps.navigate(leftNoticeRoute(this.params.tenant, this.incidentId, reason));
        }
        return;
      }
      default:
        return;
    }
  }

  /** Closes the warning dialog and goes where it said. */
  closeWarning(): void {
    const then = this.warning?.then ?? null;
    this.warning = null;
    if (then) this.deps.navigate(then);
  }

  dismissMessage(): void {
    this.message = null;
  }

  /** Shows a notice key (e.g. the `notice` query parameter after a failed send: the call state offers what to do). */
  showMessage(key: string): void {
    if (failedChannelOf(key)) this.call.showSendFailure(key as SendFailureKey);
    else this.message = key;
  }

  private setState(state: LiveSessionState): void {
    if (state.takenOverBy && !this.state?.takenOverBy) {
      const name = operatorName(state.takenOverBy);
      if (name) this.call.record('live.callState.state.taken_over_by', 'warning', { name });
      else this.call.record('live.callState.log.taken_over', 'warning');
    }
    if (state.outcome?.kind === 'caller_never_joined' && this.state?.outcome?.kind !== 'caller_never_joined')
      this.call.record('live.callState.log.gave_up', 'warning');
    if (state.outcome?.kind === 'already_joined' && this.state?.outcome?.kind !== 'already_joined')
      this.call.record('live.callState.log.held_elsewhere', 'warning');
    this.state = state;
    if (state.incident) this.knownIncident = state.incident;
    if (this.session) this.followCall(this.session);
  }

  /** Stop (or cancel the incident) whenever the session is live, streams or not, for a user who runs the call. */
  get stopAvailable(): boolean {
    return !this.params.readOnly && this.state?.phase === 'live' && !this.watching;
  }

  /**
   * Stop under the video: only while there is a call to stop. A link that never reached the caller has no call: its one
   * failure state offers what does something instead (try again, the other channel, the number, cancel the incident).
   */
  get stopOffered(): boolean {
    return this.stopAvailable && !this.call.undelivered;
  }

  /** SPEC §6 another operator's call, and this user may only view the incident: they watch it, with no commands. */
  get watching(): boolean {
    return !this.params.readOnly && !(this.deps.user?.mayRunCall?.(this.state?.incident ?? this.knownIncident) ?? true);
  }

  /**
   * SPEC §4 operator stop, asked first. The stop guards ('required.title') answer before the question; 'cancel' also
   * finishes the incident (SPEC §7 finishIncident) once the call stopped.
   */
  askStop(mode: 'stop' | 'cancel' = 'stop'): void {
    const blocked = this.session?.checkGuards() ?? null;
    if (blocked) this.message = blocked;
    else if (mode === 'cancel' ? this.stopAvailable : this.stopOffered) this.confirming = mode;
  }

  keepCall(): void {
    this.confirming = null;
  }

  /** The confirmed stop: the page stays, on the call's summary. Answers whether the call stopped. */
  async stop(): Promise<boolean> {
    const session = this.session;
    const cancel = this.confirming === 'cancel';
    if (!session || this.stopping) return false;
    this.stopping = true;
    this.message = null;
    this.stopRequested = true;
    const result = await session.stop();
    runInAction(() => {
      this.stopping = false;
      this.confirming = null;
      if (!result.ok) this.message = result.error;
    });
    if (!result.ok) {
      this.stopRequested = false;
      return false;
    }
    this.call.ended();
    if (cancel) await this.call.finish();
    return true;
  }

  /** Back to create mode ({tenant}/incident/live). */
  newIncident(): void {
    this.deps.navigate(this.listRoute);
  }

  /** The caller is connected to the live session (streaming, or joined without a camera). */
  get callerOnLine(): boolean {
    return this.state?.phase === 'live' && this.remoteUsers.length > 0;
  }
}
