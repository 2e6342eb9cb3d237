/**
 * What a live session is and says (LiveSessionFlow's state, events, outcomes and command errors), and the pure
 * helpers that build them; the flow, the page's view model and the probes read them from here.
 */
import type { VideoConnectionState } from '../ports/video.port';
import type { ActiveOperator, Incident } from '../../domain/incident/incident';
import { INITIAL_STREAM_SESSION, type StreamEffect, type StreamEndCause, type StreamSession } from '../../domain/live/stream-session';
import type { NetworkWidgetState, ServerConnectionStatus } from '../../domain/network/connection-status';
import type { DirectionalQuality } from '../../domain/network/network-quality';
import { isGatewayError } from '../ports/gateway-error';

/** How a live session ended (or never started). Each is shown by the UI; most go back to the list. */
export type LiveSessionOutcome =
  /** SPEC §4 ends: operator stop, caller left, server stop event, take-over (warning 'take-over'), incident deleted. */
  | { readonly kind: 'ended'; readonly cause: StreamEndCause }
  /** SPEC §8: finished on load (past its time or no stream): warning 'finished_incident', then the list. */
  | { readonly kind: 'finished_incident' }
  /** getIncidentById answered nothing (the no-login view: the link opens nothing, forged or unknown alike). */
  | { readonly kind: 'not_found' }
  /** The no-login view: the server signed the link's share token and its time has passed. */
  | { readonly kind: 'link_expired' }
  /** SPEC §8 'Not joined, already joined': warning that the live video is already joined. */
  | { readonly kind: 'already_joined' }
  /** SPEC §8 Caller never joined (no remote user within TIMINGS.emptyChannelCheck). */
  | { readonly kind: 'caller_never_joined'; readonly incidentId: string }
  /** SPEC §8 Live start failure: the first GraphQL error message (null when the server sent none). */
  | {
      readonly kind: 'start_failed';
      /** The server's own words (SPEC §8: the first GraphQL error), or null. */
      readonly message: string | null;
      /** The video service itself did not start (not configured, unreachable): nothing the server said. */
      readonly videoService?: boolean;
    };

export type LiveSessionPhase = 'idle' | 'loading' | 'joining' | 'live' | 'ended' | 'disposed';

/** Warnings the UI shows in a dialog (i18n keys). */
export type LiveWarningKey = 'take-over' | 'finished_incident' | 'live.already_joined';

export interface LiveSessionState {
  readonly phase: LiveSessionPhase;
  readonly readOnly: boolean;
  readonly incidentId: string;
  readonly incident: Incident | null;
  readonly channel: string | null;
  /** The console's uid in the channel (joinLiveChannel's answer). */
  readonly uid: string | null;
  /** SPEC §4 stream session (remote users, selected stream, end cause). */
  readonly stream: StreamSession;
  /** True once any remote user joined (the 5-minute empty-channel check reads it). */
  readonly remoteUserEverJoined: boolean;
  /** SPEC §4 network quality per direction of the video channel. */
  readonly quality: DirectionalQuality;
  readonly videoConnection: VideoConnectionState;
  /** SPEC §4 connectionStatus from the server (socket). */
  readonly serverStatus: ServerConnectionStatus;
  /** SPEC §1, §4 network widget (from the realtime socket). */
  readonly network: NetworkWidgetState;
  readonly blurAll: boolean;
  /** Operator mute of the live stream (muteLiveStream). */
  readonly muted: boolean;
  /** Operator audio broadcast (microphone published; SPEC §6 only with allowOperatorBroadcast). */
  readonly broadcasting: boolean;
  readonly microphoneMuted: boolean;
  readonly broadcastAllowed: boolean;
  /** The browser blocked audio autoplay: the UI offers a button that calls resumeAudio(). */
  readonly audioBlocked: boolean;
  /** Collab channels whose broadcast started (COLAB_BROADCAST_STARTED). */
  readonly collabChannels: readonly string[];
  readonly outcome: LiveSessionOutcome | null;
  /** When the console joined the channel (the Clock's ms), null before. */
  readonly liveSince: number | null;
  /** When the session ended (the Clock's ms), null while it has not. */
  readonly endedAt: number | null;
  /** SPEC §8 when the console gives up on a caller who never joined (the empty-channel check), null when not armed. */
  readonly callerDeadline: number | null;
  /** SPEC §4 the operator who took control (as the socket and then the reloaded incident name them), null before. */
  readonly takenOverBy: ActiveOperator | null;
}

export type LiveSessionEvent =
  | { readonly type: 'stateChanged'; readonly state: LiveSessionState }
  | { readonly type: 'showStream'; readonly uid: string }
  | { readonly type: 'hideStream'; readonly uid: string }
  | { readonly type: 'warning'; readonly key: LiveWarningKey }
  /** For the send-link/status logic (SPEC §8): set the description and restart the incident. */
  | { readonly type: 'callerNeverJoined'; readonly incidentId: string }
  | { readonly type: 'clearIncident' }
  | { readonly type: 'goToList' }
  | { readonly type: 'ended'; readonly outcome: LiveSessionOutcome }
  | { readonly type: 'permissions'; readonly incidentId: string; readonly permissions: Record<string, unknown> }
  | { readonly type: 'collabStarted'; readonly channel: string }
  | { readonly type: 'audioBlocked'; readonly uid: string }
  /** The incident as the server answered a read of the session's (in order: never older than one applied before). */
  | { readonly type: 'incidentRead'; readonly incident: Incident };

/** Error values (i18n keys) of the session's commands. */
export type LiveCommandError =
  | 'live.not_live'
  | 'live.read_only'
  | 'live.not_connected'
  | 'live.broadcast_not_allowed'
  | 'live.broadcast_failed'
  | 'live.unknown_stream'
  | (string & {});

const NO_QUALITY: DirectionalQuality = { uplink: 'unknown', downlink: 'unknown' };

/** A session before start(): nothing loaded, nothing joined. */
export function initialLiveSessionState(incidentId: string, readOnly: boolean, network: NetworkWidgetState): LiveSessionState {
  return {
    phase: 'idle',
    readOnly,
    incidentId,
    incident: null,
    channel: null,
    uid: null,
    stream: INITIAL_STREAM_SESSION,
    remoteUserEverJoined: false,
    quality: NO_QUALITY,
    videoConnection: 'DISCONNECTED',
    serverStatus: 'UNKNOWN',
    network,
    blurAll: false,
    muted: false,
    broadcasting: false,
    microphoneMuted: false,
    broadcastAllowed: false,
    audioBlocked: false,
    collabChannels: [],
    outcome: null,
    liveSince: null,
    endedAt: null,
    callerDeadline: null,
    takenOverBy: null,
  };
}

/** The stream's end effects as UI events (stopLiveStream, leaving and stopping are the session's own work). */
export function streamEndEvents(effects: readonly StreamEffect[]): LiveSessionEvent[] {
  const events: LiveSessionEvent[] = [];
  for (const effect of effects) {
    if (effect.type === 'clearIncident') events.push({ type: 'clearIncident' });
    else if (effect.type === 'goToList') events.push({ type: 'goToList' });
    else if (effect.type === 'showWarning') events.push({ type: 'warning', key: effect.key });
  }
  return events;
}

/** SPEC §8 shows the server's first error; the video service's own (developer) text goes to the log only. */
export function startFailedOutcome(
  error: unknown,
  source: 'server' | 'video',
): { readonly outcome: LiveSessionOutcome; readonly serverMessage: string | null } {
  const serverMessage = isGatewayError(error) ? (error.serverMessage ?? null) : null;
  const outcome: LiveSessionOutcome =
    source === 'video' ? { kind: 'start_failed', message: null, videoService: true } : { kind: 'start_failed', message: serverMessage };
  return { outcome, serverMessage };
}
