import type { Clock, TimerHandle } from '../ports/clock.port';
import { isGatewayError } from '../ports/gateway-error';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { RealtimeIncoming } from '../ports/realtime-events.port';
import type { Unsubscribe } from '../ports/subscription';
import type { PlaybackTarget, VideoConnectionState, VideoGateway, VideoSession } from '../ports/video.port';
import { isDeleted, type Incident } from '../../domain/incident/incident';
import { isFinishedOnLoad } from '../../domain/incident/incident-finished-on-load';
import { defaultSettings, type Settings } from '../../domain/incident/settings';
import {
  INITIAL_STREAM_SESSION,
  streamSessionReducer,
  type StreamEffect,
  type StreamEndCause,
  type StreamEvent,
  type StreamSession,
} from '../../domain/live/stream-session';
import { parseServerConnectionStatus, type NetworkWidgetState, type ServerConnectionStatus } from '../../domain/network/connection-status';
import { directionalQuality, type DirectionalQuality } from '../../domain/network/network-quality';
import { TIMINGS } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import { operatorBroadcastAllowed } from '../../domain/visibility/live-visibility';
import type { RealtimeConnectionFlow } from './realtime-connection.flow';

/** The socket events a live session subscribes to (subscribeToEvents). */
export const LIVE_SESSION_SOCKET_EVENTS = ['INCIDENT_UPDATED', 'COLAB_BROADCAST_STARTED', 'showPermissions'] as const;

/** How a live session ended (or never started). Each is shown by the UI; most go back to the list. */
export type LiveSessionOutcome =
  /** SPEC §4 ends: operator stop, caller left, server stop event, take-over (warning 'take-over'), incident deleted. */
  | { readonly kind: 'ended'; readonly cause: StreamEndCause }
  /** SPEC §8: finished on load (past its time or no stream): warning 'finished_incident', then the list. */
  | { readonly kind: 'finished_incident' }
  /** getIncidentById answered nothing. */
  | { readonly kind: 'not_found' }
  /** SPEC §8 'Not joined, already joined': warning that the live video is already joined. */
  | { readonly kind: 'already_joined' }
  /** SPEC §8 Caller never joined (no remote user within TIMINGS.emptyChannelCheck). */
  | { readonly kind: 'caller_never_joined'; readonly incidentId: string }
  /** SPEC §8 Live start failure: the first GraphQL error message (null when the server sent none). */
  | { readonly kind: 'start_failed'; readonly message: string | null };

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
  | { readonly type: 'audioBlocked'; readonly uid: string };

/** Error values (i18n keys) of the session's commands. */
export type LiveCommandError =
  | 'live.not_live'
  | 'live.read_only'
  | 'live.not_connected'
  | 'live.broadcast_not_allowed'
  | 'live.broadcast_failed'
  | 'live.unknown_stream'
  | (string & {});

/** A check that can block stop (e.g. SPEC §5: 'required.title' when settings require a title and it is empty). */
export type StopGuard = () => string | null;

export interface LiveSessionPorts {
  readonly incidents: IncidentsGateway;
  readonly incidentsRest: IncidentsRestGateway;
  readonly video: VideoGateway;
  readonly realtime: RealtimeConnectionFlow;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The signed-in operator's id (take-over compares activeOperator with it); null when nobody is signed in. */
  readonly myOperatorId: () => string | null;
  /** The tenant settings (SPEC §3); failures fall back to the defaults (broadcast not allowed). */
  readonly settings: () => Promise<Settings>;
}

const NO_QUALITY: DirectionalQuality = { uplink: 'unknown', downlink: 'unknown' };

function sameId(a: unknown, b: unknown): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

/**
 * SPEC §2, §4, §8 The live session of one incident (operator mode), or the read-only live view without login
 * (readOnly: getIncidentByIdNoAuth + joinLiveChannelNoAuth, no socket, no commands).
 * start(): load → finished/not found outcomes; join (joinLiveChannel, VideoGateway.join, socket joinLiveStream);
 * remote users through the domain stream-session reducer (auto-selects the first video publisher); ends on operator
 * stop, caller left, server stopLiveStream, take-over (INCIDENT_UPDATED with another activeOperator), incident deleted,
 * 'Not joined, already joined', or no caller within TIMINGS.emptyChannelCheck. dispose() leaves the channel and
 * releases every listener and timer.
 */
export class LiveSessionFlow {
  private current: LiveSessionState;
  private readonly listeners = new Set<(event: LiveSessionEvent) => void>();
  private readonly stopGuards = new Set<StopGuard>();
  private readonly owned: Unsubscribe[] = [];
  private videoListeners: Unsubscribe[] = [];
  private videoSession: VideoSession | null = null;
  private socketChannel: Unsubscribe | null = null;
  private emptyChannelTimer: TimerHandle | undefined;
  private settings: Settings = defaultSettings();
  private playbackTarget: PlaybackTarget | null = null;
  private startPromise: Promise<Result<LiveSessionState, LiveSessionOutcome>> | null = null;
  private pendingStop: Promise<void> = Promise.resolve();
  private disposed = false;

  constructor(
    private readonly ports: LiveSessionPorts,
    incidentId: string,
    readOnly = false,
  ) {
    this.current = {
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
      network: readOnly ? 'DISCONNECTED' : ports.realtime.widgetState,
      blurAll: false,
      muted: false,
      broadcasting: false,
      microphoneMuted: false,
      broadcastAllowed: false,
      audioBlocked: false,
      collabChannels: [],
      outcome: null,
    };
  }

  get state(): LiveSessionState {
    return this.current;
  }

  onEvent(listener: (event: LiveSessionEvent) => void): Unsubscribe {
    const entry = (event: LiveSessionEvent) => listener(event);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  /** Listeners the session holds from the UI (0 after dispose). */
  listenerCount(): number {
    return this.listeners.size;
  }

  /** Loads and joins. Resolves ok(state) once live, or err(outcome) when the session could not start. Idempotent. */
  start(): Promise<Result<LiveSessionState, LiveSessionOutcome>> {
    this.startPromise ??= this.run();
    return this.startPromise;
  }

  // ---------------------------------------------------------------- commands

  /** Registers a check that can block stop (the edit form's 'required.title'). */
  addStopGuard(guard: StopGuard): Unsubscribe {
    this.stopGuards.add(guard);
    return () => {
      this.stopGuards.delete(guard);
    };
  }

  /**
   * The operator saved the incident (the edit form): the page shows what the server accepted (title, address, the
   * incident's point on the map) at once, not at the next reload. Ignored once the session ended or for another incident.
   */
  incidentSaved(incident: Incident): void {
    const phase = this.current.phase;
    if (phase === 'ended' || phase === 'disposed' || !this.current.incident || !sameId(incident.id, this.current.incidentId)) return;
    this.update({ incident: { ...this.current.incident, ...incident } });
  }

  /** The first blocking guard's key, or null (the UI also asks it before leaving the page). */
  checkGuards(): string | null {
    for (const guard of this.stopGuards) {
      const key = guard();
      if (key) return key;
    }
    return null;
  }

  /** SPEC §4 operator stop: stopLiveStream on the socket + DELETE stopAllChannels; then the incident is cleared and the list shows. */
  async stop(): Promise<Result<void, LiveCommandError>> {
    if (this.current.readOnly) return err('live.read_only');
    if (this.current.phase !== 'live') return err('live.not_live');
    const blocked = this.checkGuards();
    if (blocked) return err(blocked);
    this.apply({ type: 'operatorStop' });
    await this.pendingStop;
    return ok(undefined);
  }

  /** Manual stream selection (a remote user that publishes video). */
  selectStream(uid: string): Result<void, LiveCommandError> {
    if (this.current.phase !== 'live') return err('live.not_live');
    this.apply({ type: 'streamSelected', uid });
    return this.current.stream.selectedUid === String(uid) ? ok(undefined) : err('live.unknown_stream');
  }

  /** Where the selected stream plays (the UI's video element); null detaches. */
  attachPlayback(target: PlaybackTarget | null): void {
    const previous = this.playbackTarget;
    this.playbackTarget = target;
    const uid = this.current.stream.selectedUid;
    if (!uid) return;
    if (target) void this.play(uid);
    else if (previous) this.videoSession?.stop(uid);
  }

  /** Starts again audio that autoplay blocked (after a user gesture). */
  async resumeAudio(): Promise<void> {
    if (!this.videoSession) return;
    try {
      await this.videoSession.resumeAudio();
      this.update({ audioBlocked: false });
    } catch (error) {
      this.ports.logger.warning('live: resume audio failed', { error: String(error) });
    }
  }

  /** SPEC §2 blur-all toggle. */
  setBlurAll(on: boolean): void {
    if (this.current.blurAll !== on) this.update({ blurAll: on });
  }

  toggleBlurAll(): boolean {
    this.setBlurAll(!this.current.blurAll);
    return this.current.blurAll;
  }

  /** SPEC §2, §7 operator mute: muteLiveStream on the socket. */
  setMuted(muted: boolean): Result<void, LiveCommandError> {
    if (this.current.readOnly) return err('live.read_only');
    if (this.current.phase !== 'live' || !this.current.channel) return err('live.not_live');
    if (!this.ports.realtime.send({ type: 'muteLiveStream', channel: this.current.channel, muted })) return err('live.not_connected');
    this.update({ muted });
    return ok(undefined);
  }

  /** SPEC §6 operator audio broadcast: publishes the microphone, only with settings.allowOperatorBroadcast. */
  async startBroadcast(): Promise<Result<void, LiveCommandError>> {
    if (this.current.readOnly) return err('live.read_only');
    if (!operatorBroadcastAllowed(this.settings)) return err('live.broadcast_not_allowed');
    if (this.current.phase !== 'live' || !this.videoSession) return err('live.not_live');
    if (this.current.broadcasting) return ok(undefined);
    try {
      await this.videoSession.publishMicrophone();
    } catch (error) {
      this.ports.logger.warning('live: microphone publish failed', { error: String(error) });
      return err('live.broadcast_failed');
    }
    if (this.current.phase !== 'live') return err('live.not_live');
    this.update({ broadcasting: true, microphoneMuted: false });
    return ok(undefined);
  }

  async stopBroadcast(): Promise<Result<void, LiveCommandError>> {
    if (!this.current.broadcasting || !this.videoSession) return ok(undefined);
    try {
      await this.videoSession.unpublishMicrophone();
    } catch (error) {
      this.ports.logger.warning('live: microphone unpublish failed', { error: String(error) });
    }
    this.update({ broadcasting: false, microphoneMuted: false });
    return ok(undefined);
  }

  async setMicrophoneMuted(muted: boolean): Promise<Result<void, LiveCommandError>> {
    if (!this.current.broadcasting || !this.videoSession) return err('live.not_live');
    try {
      await this.videoSession.setMicrophoneMuted(muted);
    } catch (error) {
      this.ports.logger.warning('live: microphone mute failed', { error: String(error) });
      return err('live.broadcast_failed');
    }
    this.update({ microphoneMuted: muted });
    return ok(undefined);
  }

  /** Leaves the channel (no outcome when still live: the operator navigated away) and releases everything. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.teardown();
    this.stopGuards.clear();
    this.current = { ...this.current, phase: 'disposed' };
    this.listeners.clear();
  }

  // ---------------------------------------------------------------- start

  private async run(): Promise<Result<LiveSessionState, LiveSessionOutcome>> {
    const { incidents, realtime } = this.ports;
    const id = this.current.incidentId;
    this.update({ phase: 'loading' });
    if (!this.current.readOnly) {
      this.owned.push(
        realtime.acquire(),
        realtime.onMessage((message) => this.onSocketMessage(message)),
        realtime.onWidgetStateChange((network) => this.update({ network })),
        realtime.subscribeEvents(LIVE_SESSION_SOCKET_EVENTS),
        realtime.watchIncident(id),
      );
      this.update({ network: realtime.widgetState });
    }
    const settingsLoad = this.current.readOnly
      ? Promise.resolve(defaultSettings())
      : Promise.resolve()
          .then(() => this.ports.settings())
          .catch(() => defaultSettings());

    let incident: Incident | null;
    try {
      incident = this.current.readOnly ? await incidents.getIncidentByIdNoAuth(id) : await incidents.getIncidentById(id);
    } catch (error) {
      return this.failStart(error);
    }
    if (this.disposed) return err({ kind: 'start_failed', message: null });
    if (!incident) return this.endWith({ kind: 'not_found' }, [{ type: 'goToList' }]);
    // SPEC §8: finished, deleted, without a stream, or past its time.
    if (isFinishedOnLoad(incident, this.ports.clock.now())) {
      return this.endWith({ kind: 'finished_incident' }, [{ type: 'warning', key: 'finished_incident' }, { type: 'goToList' }]);
    }
    const channel = incident.videoStream?.channel ?? null;
    if (!channel) return this.endWith({ kind: 'finished_incident' }, [{ type: 'warning', key: 'finished_incident' }, { type: 'goToList' }]);
    this.settings = await settingsLoad;
    this.update({ phase: 'joining', incident, channel, broadcastAllowed: operatorBroadcastAllowed(this.settings) });

    let session: VideoSession;
    let uid: string;
    try {
      const join = this.current.readOnly ? await incidents.joinLiveChannelNoAuth(channel) : await incidents.joinLiveChannel(channel);
      if (this.disposed) return err({ kind: 'start_failed', message: null });
      const joinedChannel = join.channel || channel;
      uid = join.uid === null || join.uid === undefined ? '' : String(join.uid);
      session = await this.ports.video.join({ channel: joinedChannel, token: join.token ?? '', uid: uid });
    } catch (error) {
      return this.failStart(error);
    }
    if (this.disposed || this.current.phase !== 'joining') {
      void session.leave().catch(() => undefined);
      return err(this.current.outcome ?? { kind: 'start_failed', message: null });
    }
    this.videoSession = session;
    this.update({ phase: 'live', uid, channel: session.channel });
    this.videoListeners = [
      session.onConnectionState((videoConnection) => this.update({ videoConnection })),
      session.onNetworkQuality((quality) => this.update({ quality: directionalQuality(quality) })),
      session.onUserJoined(({ uid: remote }) => this.apply({ type: 'remoteUserJoined', uid: remote })),
      session.onUserPublished(({ uid: remote, kind }) => this.apply({ type: 'remoteUserPublished', uid: remote, kind })),
      session.onUserUnpublished(({ uid: remote, kind }) => this.apply({ type: 'remoteUserUnpublished', uid: remote, kind })),
      session.onUserLeft(({ uid: remote }) => this.apply({ type: 'remoteUserLeft', uid: remote })),
    ];
    if (this.phaseNow() !== 'live') {
      // Ended while the channel replayed its users: the listeners were attached after teardown ran.
      for (const unsubscribe of this.videoListeners.splice(0)) unsubscribe();
      return err(this.current.outcome ?? { kind: 'start_failed', message: null });
    }
    if (!this.current.readOnly) {
      this.socketChannel = this.ports.realtime.joinChannel({ channel: session.channel, incidentId: id });
      if (!this.current.remoteUserEverJoined) {
        this.emptyChannelTimer = this.ports.clock.setTimeout(() => this.checkEmptyChannel(), TIMINGS.emptyChannelCheck);
      }
    }
    return ok(this.current);
  }

  /** The phase now (a method, so TypeScript does not keep a narrowing across calls that change it). */
  private phaseNow(): LiveSessionPhase {
    return this.current.phase;
  }

  private failStart(error: unknown): Result<never, LiveSessionOutcome> {
    const message = isGatewayError(error) ? (error.serverMessage ?? null) : null;
    this.ports.logger.warning('live: start failed', { message, error: String(error) });
    if (this.disposed) return err({ kind: 'start_failed', message });
    return this.endWith({ kind: 'start_failed', message }, []);
  }

  private checkEmptyChannel(): void {
    this.emptyChannelTimer = undefined;
    if (this.current.phase !== 'live' || this.current.remoteUserEverJoined) return;
    const incidentId = this.current.incidentId;
    this.endWith({ kind: 'caller_never_joined', incidentId }, [{ type: 'callerNeverJoined', incidentId }]);
  }

  // ---------------------------------------------------------------- stream reducer and its effects

  private apply(event: StreamEvent): void {
    if (this.current.phase !== 'live') return;
    const step = streamSessionReducer(this.current.stream, event);
    if (step.state === this.current.stream && step.effects.length === 0) return;
    const everJoined = this.current.remoteUserEverJoined || step.state.remoteUsers.length > 0;
    if (everJoined && !this.current.remoteUserEverJoined) {
      this.ports.clock.clear(this.emptyChannelTimer);
      this.emptyChannelTimer = undefined;
    }
    this.update({ stream: step.state, remoteUserEverJoined: everJoined });
    if (step.state.phase === 'ended') {
      const cause = step.state.endCause ?? 'serverStop';
      this.endWith({ kind: 'ended', cause }, this.eventsOf(step.effects));
      return;
    }
    let reselect = false;
    for (const effect of step.effects) {
      switch (effect.type) {
        case 'subscribe':
          if (effect.kind === 'video' && this.current.stream.selectedUid === null) reselect = true;
          // Audio arriving for the stream on screen: play again so its audio joins the picture.
          if (effect.kind === 'audio' && this.current.stream.selectedUid === effect.uid) void this.play(effect.uid);
          break;
        case 'showStream':
          this.emit({ type: 'showStream', uid: effect.uid });
          void this.play(effect.uid);
          break;
        case 'hideStream':
          this.videoSession?.stop(effect.uid);
          this.emit({ type: 'hideStream', uid: effect.uid });
          reselect = true;
          break;
        default:
          break;
      }
    }
    if (reselect) this.autoSelect();
  }

  /** Auto-selects the first remote user that publishes video when nothing is shown. */
  private autoSelect(): void {
    if (this.current.stream.selectedUid !== null) return;
    const first = this.current.stream.remoteUsers.find((u) => u.video);
    if (first) this.apply({ type: 'streamSelected', uid: first.uid });
  }

  private async play(uid: string): Promise<void> {
    const session = this.videoSession;
    const target = this.playbackTarget;
    if (!session || !target) return;
    try {
      const { audioBlocked } = await session.play(uid, target);
      if (audioBlocked && this.current.phase === 'live' && !this.current.audioBlocked) {
        this.update({ audioBlocked: true });
        this.emit({ type: 'audioBlocked', uid });
      }
    } catch (error) {
      this.ports.logger.warning('live: play failed', { uid, error: String(error) });
    }
  }

  /** Domain end effects as UI events (stop/leave are done by teardown). */
  private eventsOf(effects: readonly StreamEffect[]): LiveSessionEvent[] {
    const events: LiveSessionEvent[] = [];
    for (const effect of effects) {
      if (effect.type === 'sendStopLiveStream') this.sendStop();
      else if (effect.type === 'clearIncident') events.push({ type: 'clearIncident' });
      else if (effect.type === 'goToList') events.push({ type: 'goToList' });
      else if (effect.type === 'showWarning') events.push({ type: 'warning', key: effect.key });
    }
    return events;
  }

  private sendStop(): void {
    const { channel, incidentId } = this.current;
    if (channel) this.ports.realtime.send({ type: 'stopLiveStream', channel, incidentId });
    this.pendingStop = this.ports.incidentsRest.stopAllChannels(incidentId).catch((error: unknown) => {
      this.ports.logger.warning('live: stopAllChannels failed', { incidentId, error: String(error) });
    });
  }

  // ---------------------------------------------------------------- socket

  private onSocketMessage(message: RealtimeIncoming): void {
    const { phase, channel, incidentId } = this.current;
    if (phase !== 'live' && phase !== 'joining') return;
    const mine = (m: { readonly channel?: string | null; readonly incidentId?: string | number | null }) =>
      sameId(m.incidentId, incidentId) ||
      (channel !== null && m.channel === channel) ||
      ((m.incidentId ?? null) === null && (m.channel ?? null) === null);
    switch (message.type) {
      case 'alreadyJoined':
        if (phase === 'live') this.endWith({ kind: 'already_joined' }, [{ type: 'warning', key: 'live.already_joined' }]);
        return;
      case 'stopLiveStream':
        if (mine(message)) this.apply({ type: 'serverStopEvent' });
        return;
      case 'muteLiveStream':
        if (mine(message) && typeof message.muted === 'boolean') this.update({ muted: message.muted });
        return;
      case 'connectionStatus':
        if (mine(message)) this.update({ serverStatus: parseServerConnectionStatus(message.status) });
        return;
      case 'INCIDENT_UPDATED':
        if (sameId(message.incidentId, incidentId)) this.onIncidentUpdated(message.activeOperator?.id);
        return;
      case 'COLAB_BROADCAST_STARTED':
        if (sameId(message.incidentId, incidentId) && message.channel && !this.current.collabChannels.includes(message.channel)) {
          this.update({ collabChannels: [...this.current.collabChannels, message.channel] });
          this.emit({ type: 'collabStarted', channel: message.channel });
        }
        return;
      case 'showPermissions':
        if (sameId(message.incidentId, incidentId)) this.emit({ type: 'permissions', incidentId, permissions: message.permissions ?? {} });
        return;
      default:
        return;
    }
  }

  /** INCIDENT_UPDATED: another activeOperator ends the session (take-over); else the incident is reloaded (deleted → ends). */
  private onIncidentUpdated(activeOperatorId: string | number | null | undefined): void {
    if (activeOperatorId !== null && activeOperatorId !== undefined) {
      this.apply({ type: 'activeOperatorChanged', otherOperatorId: activeOperatorId, myId: this.ports.myOperatorId() });
      if (this.current.phase !== 'live') return;
    }
    void this.ports.incidents
      .getIncidentById(this.current.incidentId)
      .then((incident) => {
        if (this.current.phase !== 'live' || !incident) return;
        if (isDeleted(incident)) this.apply({ type: 'incidentDeleted' });
        else this.update({ incident });
      })
      .catch((error: unknown) => this.ports.logger.warning('live: incident reload failed', { error: String(error) }));
  }

  // ---------------------------------------------------------------- end and teardown

  private endWith(outcome: LiveSessionOutcome, events: readonly LiveSessionEvent[]): Result<never, LiveSessionOutcome> {
    if (this.current.phase === 'ended' || this.disposed) return err(this.current.outcome ?? outcome);
    this.teardown();
    this.update({ phase: 'ended', outcome, broadcasting: false, audioBlocked: false });
    for (const event of events) {
      if (event.type === 'clearIncident') this.update({ incident: null });
      this.emit(event);
    }
    this.emit({ type: 'ended', outcome });
    return err(outcome);
  }

  /** Leaves the socket channel and the video channel; releases every listener and timer the session owns. */
  private teardown(): void {
    this.ports.clock.clear(this.emptyChannelTimer);
    this.emptyChannelTimer = undefined;
    for (const unsubscribe of this.videoListeners) unsubscribe();
    this.videoListeners = [];
    this.socketChannel?.();
    this.socketChannel = null;
    const session = this.videoSession;
    this.videoSession = null;
    if (session) {
      void session.leave().catch((error: unknown) => this.ports.logger.warning('live: leave failed', { error: String(error) }));
    }
    for (const unsubscribe of this.owned.splice(0)) unsubscribe();
  }

  private update(patch: Partial<LiveSessionState>): void {
    if (this.disposed) return;
    this.current = { ...this.current, ...patch };
    this.emit({ type: 'stateChanged', state: this.current });
  }

  private emit(event: LiveSessionEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
