import { runInAction } from 'mobx';
import type { LiveSessionFlow, LiveSessionEvent, LiveSessionState, LiveWarningKey } from '../../../application/live/live-session.flow';
import type { CreateLiveSessionError } from '../../../application/live/live-session.factory';
import type { MapPoint } from '../../../application/live/location-poll.flow';
import type { MessageStatusNotice } from '../../../application/live/message-status-poll.flow';
import type { CallerNeverJoinedInput, CallerNeverJoinedResult } from '../../../application/live/caller-never-joined.use-case';
import type { MessageStatusRecord } from '../../../domain/incident/message-status';
import type { NeverJoinedDescriptionKey } from '../../../domain/messaging/caller-never-joined';
import { parseSettings } from '../../../domain/incident/settings';
import { backToHqRoute } from '../../../domain/routing/landing-route';
import { routePath } from '../../../domain/routing/routes';
import type { Result } from '../../../domain/shared/result';
import type { TenantId } from '../../../domain/tenant/tenant-id';
import { liveControlsVisible, searchButtonVisible } from '../../../domain/visibility/live-visibility';
import { TenantSettingsModel, type SettingsSource } from '../../shared/tenant-settings.model';
import { makeObservableExcept } from '../../shared/make-observable-except';

type Unsubscribe = () => void;

/** The message status poller (MessageStatusPollFlow satisfies it). */
export interface StatusPoller {
  readonly records: readonly MessageStatusRecord[];
  start(incidentId: string): void;
  onNotice(listener: (notice: MessageStatusNotice) => void): Unsubscribe;
  onRecords(listener: (records: readonly MessageStatusRecord[]) => void): Unsubscribe;
  dispose(): void;
}

/** The caller's location poller (LocationPollFlow satisfies it). */
export interface LocationPoller {
  readonly points: readonly MapPoint[];
  start(incidentId: string): void;
  onPoints(listener: (points: readonly MapPoint[]) => void): Unsubscribe;
  dispose(): void;
}

/** CallerNeverJoinedUseCase.watch. */
export interface NeverJoinedWatcher {
  execute(input: CallerNeverJoinedInput): Promise<Result<CallerNeverJoinedResult, never>>;
}

/** What the page reads about the signed-in operator (CurrentUserStore satisfies it). */
export interface LiveUser {
  isSuperUser(): boolean;
  permissions(): readonly string[];
  hasAccess(): boolean;
}

export interface LiveIncidentParams {
  readonly tenant: string;
  readonly incidentId: string;
  /** True for {tenant}/incident/live/{id}/view: no commands, no polling of the operator's data. */
  readonly readOnly: boolean;
}

export interface LiveIncidentDeps {
  /** A new (not started) session (LiveSessionFactory.create). */
  readonly createSession: () => Result<LiveSessionFlow, CreateLiveSessionError>;
  /** New pollers for one start (transient services); absent in read-only mode. */
  readonly createStatusPoller?: () => StatusPoller;
  readonly createLocationPoller?: () => LocationPoller;
  readonly neverJoined?: NeverJoinedWatcher;
  readonly user?: LiveUser;
  /** The tenant's settings (restrictVideo hides the caller's picture). */
  readonly settings?: SettingsSource;
  /** Shows one toast (SPEC §8, durations of §9). */
  readonly notify: (notice: MessageStatusNotice) => void;
  readonly navigate: (route: string) => void;
  /** The translated text written in the description when the caller never joined. */
  readonly describe?: (key: NeverJoinedDescriptionKey) => string;
  /** Copies text to the clipboard (the link control). */
  readonly copy?: (text: string) => Promise<void>;
  /** The caller's link of the incident (the link control copies it); null when unknown. */
  readonly callerLink?: (state: LiveSessionState) => string | null;
}

/** A dialog of SPEC §8 (i18n key), and where to go once it is closed. */
export interface LiveWarning {
  readonly key: LiveWarningKey | 'not_found' | 'start_failed';
  readonly message?: string | null;
  readonly then: string | null;
}

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
  linkCopied = false;
  private session: LiveSessionFlow | null = null;
  private playbackElement: HTMLVideoElement | null = null;
  private cleanups: Unsubscribe[] = [];
  private readonly tenantSettings: TenantSettingsModel;

  constructor(
    private readonly deps: LiveIncidentDeps,
    private readonly params: LiveIncidentParams,
  ) {
    this.tenantSettings = new TenantSettingsModel(deps.settings);
    makeObservableExcept(this, ['tenantSettings', 'deps', 'params', 'cleanups', 'playbackElement']);
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
    const title = this.state?.incident?.title;
    return typeof title === 'string' ? title.trim() : '';
  }

  get backToHqRoute(): string {
    const user = this.deps.user;
    return backToHqRoute({
      tenantId: this.params.tenant as TenantId,
      isSuperUser: user?.isSuperUser() ?? false,
      permissions: user?.permissions() ?? [],
    });
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

  get selectedUid(): string | null {
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
    this.state = session.state;
    this.cleanups.push(session.onEvent((event) => this.onSessionEvent(event)));
    if (!this.params.readOnly) {
      const status = this.deps.createStatusPoller?.();
      if (status) {
        this.cleanups.push(
          status.onRecords((records) => runInAction(() => (this.records = records))),
          status.onNotice((notice) => this.deps.notify(notice)),
          () => status.dispose(),
        );
        status.start(this.params.incidentId);
      }
      const location = this.deps.createLocationPoller?.();
      if (location) {
        this.cleanups.push(
          location.onPoints((points) => runInAction(() => (this.points = points))),
          () => location.dispose(),
        );
        location.start(this.params.incidentId);
      }
      if (this.deps.neverJoined) {
        this.cleanups.push(this.watchNeverJoined(session, this.deps.neverJoined));
      }
      const settings = this.deps.settings;
      const stop = settings?.onSettingsChange?.(() => void session.applySettings(parseSettings(settings.settings())));
      if (stop) this.cleanups.push(stop);
    }
    if (this.playbackElement) session.attachPlayback(this.playbackElement);
    this.cleanups.push(() => session.dispose());
    void session.start().then((result) => {
      if (this.session !== session) return;
      runInAction(() => (this.state = session.state));
      if (!result.ok && result.error.kind === 'start_failed' && !this.warning) {
        runInAction(
          () =>
            (this.warning = {
              key: 'start_failed',
              message: result.error.kind === 'start_failed' ? result.error.message : null,
              then: null,
            }),
        );
      }
    });
  }

  /** SPEC §8: when the caller never joined, the description is written and the page goes back to create mode. */
  private watchNeverJoined(session: LiveSessionFlow, neverJoined: NeverJoinedWatcher): Unsubscribe {
    let active = true;
    const stop = session.onEvent((event) => {
      if (event.type !== 'callerNeverJoined') return;
      const describe = this.deps.describe;
      void neverJoined.execute({ incidentId: event.incidentId, ...(describe ? { describe } : {}) }).then((result) => {
        if (active && result.ok) this.deps.navigate(this.listRoute);
      });
    });
    return () => {
      active = false;
      stop();
    };
  }

  dispose(): void {
    this.tenantSettings.dispose();
    const cleanups = this.cleanups.splice(0);
    this.session = null;
    for (const cleanup of cleanups.reverse()) cleanup();
  }

  private onSessionEvent(event: LiveSessionEvent): void {
    switch (event.type) {
      case 'stateChanged':
        this.state = event.state;
        return;
      case 'warning':
        // Every warning of a live session ends it (take-over, finished, already joined): closing it goes to the list.
        this.warning = { key: event.key, then: this.afterWarning };
        return;
      case 'ended':
        if (event.outcome.kind === 'already_joined' && !this.warning)
          this.warning = { key: 'live.already_joined', then: this.afterWarning };
        if (event.outcome.kind === 'not_found' && !this.warning) this.warning = { key: 'not_found', then: this.afterWarning };
        return;
      case 'goToList':
        // The read-only view has no list to go back to (its viewer is not signed in): it stays and shows why.
        if (this.params.readOnly) return;
        if (this.warning) this.warning = { ...this.warning, then: this.listRoute };
        else this.deps.navigate(this.listRoute);
        return;
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

  /** Shows a notice key (e.g. the `notice` query parameter after a failed send). */
  showMessage(key: string): void {
    this.message = key;
  }

  selectStream(uid: string): void {
    const result = this.session?.selectStream(uid);
    if (result && !result.ok) this.message = result.error;
  }

  /** The page's video element (kept, so a session started later plays into it too). */
  attachPlayback(element: HTMLVideoElement | null): void {
    if (this.playbackElement === element) return;
    this.playbackElement = element;
    this.session?.attachPlayback(element);
  }

  resumeAudio(): void {
    void this.session?.resumeAudio();
  }

  /** SPEC §4 operator stop; blocked by the stop guards ('required.title'). Then the list shows. */
  async stop(): Promise<void> {
    const session = this.session;
    if (!session || this.stopping) return;
    this.stopping = true;
    this.message = null;
    const result = await session.stop();
    runInAction(() => {
      this.stopping = false;
      if (!result.ok) this.message = result.error;
    });
    if (result.ok) this.deps.navigate(this.listRoute);
  }

  toggleBlurAll(): void {
    this.session?.toggleBlurAll();
  }

  toggleMuted(): void {
    const session = this.session;
    if (!session) return;
    const result = session.setMuted(!session.state.muted);
    if (!result.ok) this.message = result.error;
  }

  async toggleBroadcast(): Promise<void> {
    const session = this.session;
    if (!session) return;
    const result = session.state.broadcasting ? await session.stopBroadcast() : await session.startBroadcast();
    if (!result.ok) runInAction(() => (this.message = result.error));
  }

  /** The caller's link (copied by the link control), or null. */
  get callerLink(): string | null {
    return this.state && this.deps.callerLink ? this.deps.callerLink(this.state) : null;
  }

  async copyLink(): Promise<void> {
    const link = this.callerLink;
    if (!link || !this.deps.copy || !this.videoAllowed) return;
    try {
      await this.deps.copy(link);
      runInAction(() => (this.linkCopied = true));
    } catch {
      runInAction(() => (this.message = 'incident_live.copy_failed'));
    }
  }

  /**
   * SPEC §2 leaving the page asks first: a stop guard's key (SPEC §5 'required.title') blocks leaving while the
   * session is live. Once the session ended (stop, take-over, finished) leaving is always allowed.
   */
  mayLeave(): boolean {
    const session = this.session;
    if (!session || this.ended || this.params.readOnly) return true;
    const blocked = session.checkGuards();
    if (blocked) {
      this.message = blocked;
      return false;
    }
    return true;
  }
}
