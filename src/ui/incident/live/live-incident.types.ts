import type { LiveSessionFlow } from '../../../application/live/live-session.flow';
import type { LiveWarningKey } from '../../../application/live/live-session.state';
import type { CreateLiveSessionError } from '../../../application/live/live-session.factory';
import type { MapPoint } from '../../../domain/live/map-points';
import type { MessageStatusNotice } from '../../../application/live/message-status-poll.flow';
import type { CallerNeverJoinedInput, CallerNeverJoinedResult } from '../../../application/live/caller-never-joined.use-case';
import type { MessageStatusRecord } from '../../../domain/incident/message-status';
import type { NeverJoinedDescriptionKey } from '../../../domain/messaging/caller-never-joined';
import type { Incident } from '../../../domain/incident/incident';
import type { IncidentEditMode } from '../../../domain/permissions/permissions';
import type { Result } from '../../../domain/shared/result';
import type { SettingsSource } from '../../shared/tenant-settings.model';
import type { CallStateDeps } from './call-state.model';

/** The live page's view model's dependencies and parameters (LiveIncidentViewModel). */
type Unsubscribe = () => void;

/** The message status poller (MessageStatusPollFlow satisfies it). */
export interface StatusPoller {
  readonly records: readonly MessageStatusRecord[];
  start(incidentId: string): void;
  /** Reads the status now (the server pushed showPermissions). */
  refresh(): Promise<void>;
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
  /** SPEC §4 what the user may do to an incident (running another operator's call needs what editing needs). */
  canEditIncident?(): IncidentEditMode;
  /** SPEC §6 whether the user may run this incident's call: their own, or another operator's they may edit. */
  mayRunCall?(incident: Incident | null): boolean;
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
  /**
   * The incident's no-login view link (the link control copies it), with the share token the server issued for it
   * when it issues one; null when it could not be made.
   */
  readonly viewLink?: () => Promise<string | null>;
  /** Opens the page again (trying again to join a call another session held). */
  readonly reload?: () => void;
  /** The call state's timers, resend, finish and counts (absent in the read-only view). */
  readonly call?: CallStateDeps;
}

/** A dialog of SPEC §8 (i18n key), and where to go once it is closed. */
export interface LiveWarning {
  readonly key: LiveWarningKey | 'not_found' | 'link_expired' | 'start_failed' | 'video_unavailable';
  readonly message?: string | null;
  readonly then: string | null;
}
