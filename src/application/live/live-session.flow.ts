import type { Unsubscribe } from '../ports/subscription';
import { isGatewayError } from '../ports/gateway-error';
import type { RealtimeIncoming } from '../ports/realtime-events.port';
import type { PlaybackTarget, VideoSession } from '../ports/video.port';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import type { Incident } from '../../domain/incident/incident';
import { isFinishedOnLoad } from '../../domain/incident/incident-finished-on-load';
import { defaultSettings, type Settings } from '../../domain/incident/settings';
import { liveSocketEffect } from '../../domain/live/live-socket-message';
import { streamSessionReducer, type StreamEvent } from '../../domain/live/stream-session';
import { err, ok, type Result } from '../../domain/shared/result';
import { operatorBroadcastAllowed } from '../../domain/visibility/live-visibility';
import { OPERATOR_MODE, type LiveSessionMode } from './live-session.mode';
import type { LiveSessionPorts } from './live-session.ports';
import {
  initialLiveSessionState,
  startFailedOutcome,
  streamEndEvents,
  type LiveCommandError,
  type LiveSessionEvent,
  type LiveSessionOutcome,
  type LiveSessionPhase,
  type LiveSessionState,
} from './live-session.state';
import { CallerDeadline } from './caller-deadline';
import { IncidentUpdates } from './incident-updates';
import { OperatorAudio } from './operator-audio';
import { StopGuards, type StopGuard } from './stop-guards';
import { StreamPlayback } from './stream-playback';
import { followVideoSession } from './video-session-events';

/**
 * SPEC §2, §4, §8 The live session of one incident (operator mode), or the read-only live view without login
 * (readOnly: getIncidentByIdNoAuth + joinLiveChannelNoAuth, no socket, no commands). start(): load → finished/not
 * found outcomes; join (joinLiveChannel, VideoGateway.join, socket joinLiveStream); remote users through the domain
 * stream-session reducer (auto-selects the first video publisher); ends on operator stop, caller left, server stop,
 * take-over, incident deleted, 'Not joined, already joined', or no caller within TIMINGS.emptyChannelCheck. It holds
 * the socket before its first read; after every socket open (the first too) and while the socket is down it reloads the
 * incident, applies it and tells each read to the page's follower (IncidentUpdates); dispose() leaves, releases all.
 */
export class LiveSessionFlow {
  private current: LiveSessionState;
  private readonly events = new Emitter<LiveSessionEvent>();
  private readonly stopGuards = new StopGuards();
  /** The realtime socket held for the session and its catch-up reads (released last, after the channel was left). */
  private readonly socketHold = new DisposableStore();
  private readonly videoListeners = new DisposableStore();
  private readonly channelHold = new DisposableStore(); // joinLiveStream on the socket
  private readonly emptyChannelCheck: CallerDeadline;
  private videoSession: VideoSession | null = null;
  private readonly audio: OperatorAudio;
  private readonly playback: StreamPlayback;
  private readonly incidentUpdates: IncidentUpdates;
  private settings: Settings = defaultSettings();
  private startPromise: Promise<Result<LiveSessionState, LiveSessionOutcome>> | null = null;
  private pendingStop: Promise<void> = Promise.resolve();
  private disposed = false;

  constructor(
    private readonly ports: LiveSessionPorts,
    incidentId: string,
    private readonly mode: LiveSessionMode = OPERATOR_MODE,
  ) {
    this.audio = new OperatorAudio({
      logger: ports.logger,
      state: () => this.current,
      video: () => this.videoSession,
      broadcastAllowed: () => operatorBroadcastAllowed(this.settings),
      update: (patch) => this.update(patch),
    });
    this.playback = new StreamPlayback({
      logger: ports.logger,
      state: () => this.current,
      video: () => this.videoSession,
      update: (patch) => this.update(patch),
      emit: (event) => this.emit(event),
    });
    this.incidentUpdates = new IncidentUpdates({
      ports,
      state: () => this.current,
      apply: (event) => this.apply(event),
      update: (patch) => this.update(patch),
      read: (incident) => this.emit({ type: 'incidentRead', incident }),
    });
    const engaged = async (chat: boolean) => (await ports.callerEngaged?.(this.current.incidentId, chat)) === true;
    const host = { clock: ports.clock, state: () => this.current, update: (p: Partial<LiveSessionState>) => this.update(p), engaged };
    this.emptyChannelCheck = new CallerDeadline({ ...host, expired: () => this.checkEmptyChannel() });
    this.current = initialLiveSessionState(incidentId, mode.readOnly, mode.initialNetwork(ports));
  }

  get state(): LiveSessionState {
    return this.current;
  }

  onEvent(listener: (event: LiveSessionEvent) => void): Unsubscribe {
    return this.events.event(listener);
  }

  /** Listeners the session holds from the UI (0 after dispose). */
  listenerCount(): number {
    return this.events.listenerCount;
  }

  /** Whether the caller's latest link reached them: an undelivered one holds the empty-channel countdown until one does. */
  callerLinkDelivered(delivered: boolean): void {
    this.emptyChannelCheck[delivered ? 'release' : 'hold']();
  }

  /** Loads and joins. Resolves ok(state) once live, or err(outcome) when the session could not start. Idempotent. */
  start(): Promise<Result<LiveSessionState, LiveSessionOutcome>> {
    this.startPromise ??= this.run();
    return this.startPromise;
  }

  /** Registers a check that can block stop (the edit form's 'required.title'). */
  addStopGuard(guard: StopGuard): Unsubscribe {
    return this.stopGuards.add(guard);
  }

  /** The operator saved the incident (the edit form): the page shows what the server accepted at once (IncidentUpdates). */
  incidentSaved(incident: Incident): void {
    this.incidentUpdates.saved(incident);
  }

  /** Reads the incident again now and applies it, as a socket open does (for a follower that starts late). */
  catchUp(): Promise<void> {
    return this.incidentUpdates.catchUp();
  }

  /** The first blocking guard's key, or null (the UI also asks it before leaving the page). */
  checkGuards(): string | null {
    return this.stopGuards.check();
  }

  /** SPEC §4 operator stop: stopLiveStream on the socket + DELETE stopAllChannels; then the incident is cleared and the list shows. */
  async stop(): Promise<Result<void, LiveCommandError>> {
    if (!this.mode.mayCommand(this.ports, this.current.incident)) return err('live.read_only');
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
    this.playback.attach(target);
  }

  /** Starts again audio that autoplay blocked (after a user gesture). */
  resumeAudio(): Promise<void> {
    return this.playback.resumeAudio();
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
    if (!this.mode.mayCommand(this.ports, this.current.incident)) return err('live.read_only');
    if (this.current.phase !== 'live' || !this.current.channel) return err('live.not_live');
    if (!this.ports.realtime.send({ type: 'muteLiveStream', channel: this.current.channel, muted })) return err('live.not_connected');
    this.update({ muted });
    return ok(undefined);
  }

  /** SPEC §6 operator audio broadcast: publishes the microphone, only with settings.allowOperatorBroadcast. */
  startBroadcast(): Promise<Result<void, LiveCommandError>> {
    if (!this.mode.mayCommand(this.ports, this.current.incident)) return Promise.resolve(err('live.read_only'));
    return this.audio.startBroadcast();
  }

  /** Settings saved during the session (SPEC §3, §6): the broadcast control follows allowOperatorBroadcast at once. */
  applySettings(settings: Settings): Promise<void> {
    this.settings = settings;
    const phase = this.current.phase;
    return this.mode.commands && (phase === 'joining' || phase === 'live') ? this.audio.settingsChanged() : Promise.resolve();
  }

  stopBroadcast(): Promise<Result<void, LiveCommandError>> {
    return this.audio.stopBroadcast();
  }

  setMicrophoneMuted(muted: boolean): Promise<Result<void, LiveCommandError>> {
    return this.audio.setMicrophoneMuted(muted);
  }

  /** Leaves the channel (no outcome when still live: the operator navigated away) and releases everything. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.teardown();
    this.stopGuards.clear();
    this.current = { ...this.current, phase: 'disposed' };
    this.events.dispose();
  }

  private async run(): Promise<Result<LiveSessionState, LiveSessionOutcome>> {
    const { ports, mode } = this;
    const id = this.current.incidentId;
    this.update({ phase: 'loading' });
    const held = mode.holdSocket(ports, id, {
      onMessage: (message) => this.onSocketMessage(message),
      onNetwork: (network) => this.update({ network }),
      onOpen: () => void this.incidentUpdates.catchUp(),
    });
    for (const release of held) this.socketHold.add(release);
    if (held.length > 0) {
      this.update({ network: ports.realtime.widgetState });
      this.socketHold.add(this.incidentUpdates.whileSocketDown(ports.realtime));
    }
    const settingsLoad = mode.loadSettings(ports);

    let incident: Incident | null;
    try {
      incident = await mode.loadIncident(ports, id);
    } catch (error) {
      if (isGatewayError(error) && error.kind === 'expired' && !this.disposed)
        return this.endWith({ kind: 'link_expired' }, [{ type: 'goToList' }]);
      return this.failStart(error);
    }
    if (this.disposed) return err({ kind: 'start_failed', message: null });
    if (!incident) return this.endWith({ kind: 'not_found' }, [{ type: 'goToList' }]);
    // SPEC §8: finished, deleted, without a stream, or past its time.
    const channel = incident.videoStream?.channel ?? null;
    if (isFinishedOnLoad(incident, this.ports.clock.now()) || !channel)
      return this.endWith({ kind: 'finished_incident' }, [{ type: 'warning', key: 'finished_incident' }, { type: 'goToList' }]);
    this.settings = await settingsLoad;
    this.update({ phase: 'joining', incident, channel, broadcastAllowed: operatorBroadcastAllowed(this.settings) });

    let session: VideoSession;
    let uid: string;
    let stage: 'server' | 'video' = 'server';
    try {
      const join = await mode.joinChannel(ports, channel);
      if (this.disposed) return err({ kind: 'start_failed', message: null });
      uid = join.uid === null || join.uid === undefined ? '' : String(join.uid);
      stage = 'video';
      session = await this.ports.video.join({ channel: join.channel || channel, token: join.token ?? '', uid: uid });
    } catch (error) {
      return this.failStart(error, stage);
    }
    if (this.disposed || this.current.phase !== 'joining') {
      void session.leave().catch(() => undefined);
      return err(this.current.outcome ?? { kind: 'start_failed', message: null });
    }
    this.videoSession = session;
    this.update({ phase: 'live', uid, channel: session.channel, liveSince: this.ports.clock.now() });
    void this.incidentUpdates.wentLive();
    const sink = { state: (patch: Partial<LiveSessionState>) => this.update(patch), stream: (event: StreamEvent) => this.apply(event) };
    for (const release of followVideoSession(session, sink)) this.videoListeners.add(release);
    if (this.phaseNow() !== 'live') {
      // Ended while the channel replayed its users: the listeners were attached after teardown ran.
      this.videoListeners.clear();
      return err(this.current.outcome ?? { kind: 'start_failed', message: null });
    }
    const socketChannel = mode.joinSocketChannel(ports, session.channel, incident);
    if (socketChannel) {
      this.channelHold.add(socketChannel);
      if (!this.current.remoteUserEverJoined) this.emptyChannelCheck.arm();
    }
    mode.joined(ports, incident);
    return ok(this.current);
  }

  /** The phase now (a method, so TypeScript does not keep a narrowing across calls that change it). */
  private phaseNow = (): LiveSessionPhase => this.current.phase;

  private failStart(error: unknown, source: 'server' | 'video' = 'server'): Result<never, LiveSessionOutcome> {
    const { outcome, serverMessage } = startFailedOutcome(error, source);
    this.ports.logger.warning('live: start failed', { source, message: serverMessage, error: String(error) });
    return this.disposed ? err(outcome) : this.endWith(outcome, []);
  }

  private checkEmptyChannel(): void {
    if (this.current.phase !== 'live' || this.current.remoteUserEverJoined) return;
    const incidentId = this.current.incidentId;
    this.endWith({ kind: 'caller_never_joined', incidentId }, [{ type: 'callerNeverJoined', incidentId }]);
  }

  private apply(event: StreamEvent): void {
    if (this.current.phase !== 'live') return;
    const step = streamSessionReducer(this.current.stream, event);
    if (step.state === this.current.stream && step.effects.length === 0) return;
    const everJoined = this.current.remoteUserEverJoined || step.state.remoteUsers.length > 0;
    if (everJoined && !this.current.remoteUserEverJoined) this.emptyChannelCheck.clear();
    this.update({ stream: step.state, remoteUserEverJoined: everJoined });
    if (step.state.phase === 'ended') {
      const cause = step.state.endCause ?? 'serverStop';
      if (step.effects.some((effect) => effect.type === 'sendStopLiveStream')) this.sendStop();
      this.endWith({ kind: 'ended', cause }, streamEndEvents(step.effects));
      return;
    }
    let reselect = false;
    for (const effect of step.effects) {
      switch (effect.type) {
        case 'subscribe':
          if (effect.kind === 'video' && this.current.stream.selectedUid === null) reselect = true;
          // Audio arriving for the stream on screen: play again so its audio joins the picture.
          if (effect.kind === 'audio' && this.current.stream.selectedUid === effect.uid) void this.playback.play(effect.uid);
          break;
        case 'showStream':
          this.emit({ type: 'showStream', uid: effect.uid });
          void this.playback.play(effect.uid);
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

  private sendStop(): void {
    const { channel, incidentId } = this.current;
    if (channel) this.ports.realtime.send({ type: 'stopLiveStream', channel, incidentId });
    this.pendingStop = this.ports.incidentsRest.stopAllChannels(incidentId).catch((error: unknown) => {
      this.ports.logger.warning('live: stopAllChannels failed', { incidentId, error: String(error) });
    });
  }

  private onSocketMessage(message: RealtimeIncoming): void {
    const effect = liveSocketEffect(message, this.current);
    if (effect.kind === 'already-joined') this.endWith({ kind: 'already_joined' }, [{ type: 'warning', key: 'live.already_joined' }]);
    else if (effect.kind === 'server-stop') this.apply({ type: 'serverStopEvent' });
    else if (effect.kind === 'muted') this.update({ muted: effect.muted });
    else if (effect.kind === 'server-status') this.update({ serverStatus: effect.status });
    else if (effect.kind === 'incident-updated') this.incidentUpdates.onUpdated(effect.activeOperatorId, effect.activeOperator);
    else if (effect.kind === 'permissions') {
      this.emptyChannelCheck.callerActed(); // the caller answered on the link's page: joined, even without the camera
      this.emit({ type: 'permissions', incidentId: this.current.incidentId, permissions: effect.permissions });
    } else if (effect.kind === 'collab-started') {
      this.update({ collabChannels: [...this.current.collabChannels, effect.channel] });
      this.emit({ type: 'collabStarted', channel: effect.channel });
    }
  }

  private endWith(outcome: LiveSessionOutcome, events: readonly LiveSessionEvent[]): Result<never, LiveSessionOutcome> {
    if (this.current.phase === 'ended' || this.disposed) return err(this.current.outcome ?? outcome);
    this.teardown();
    this.update({ phase: 'ended', outcome, broadcasting: false, audioBlocked: false, endedAt: this.ports.clock.now() });
    for (const event of events) {
      if (event.type === 'clearIncident') this.update({ incident: null });
      this.emit(event);
    }
    this.emit({ type: 'ended', outcome });
    return err(outcome);
  }

  /** Leaves the socket channel and the video channel; releases every listener and timer the session owns. */
  private teardown(): void {
    this.emptyChannelCheck.clear();
    this.videoListeners.clear();
    this.channelHold.clear();
    const session = this.videoSession;
    this.videoSession = null;
    if (session) {
      void session.leave().catch((error: unknown) => this.ports.logger.warning('live: leave failed', { error: String(error) }));
    }
    this.socketHold.clear();
  }

  private update(patch: Partial<LiveSessionState>): void {
    if (this.disposed) return;
    this.current = { ...this.current, ...patch };
    this.emit({ type: 'stateChanged', state: this.current });
  }

  private emit(event: LiveSessionEvent): void {
    this.events.fire(event);
  }
}
