import type { TimerHandle } from '../../../application/ports/clock.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { isOpenLive } from '../../../domain/incident/incident';
import { DEFAULT_MAP_CENTER } from '../../../domain/shared/constants';
import { chatConversationName } from '../../../domain/sharing/chat-conversation';
import type { ChatRooms } from '../demo-world/chat-rooms';
import type { DemoWorld } from '../demo-world/demo-world';
import type { IncidentStore } from '../demo-world/incident-store';
import type { LiveHub } from '../demo-world/live-hub';
import type { LocationTracks } from '../demo-world/location-tracks';
import { svgImageDataUrl } from '../demo-world/media-images';
import type { LinkPolicyAnswer, LinkSendAttempt, MessageBoard } from '../demo-world/message-board';
import { isRecord, keptList } from '../demo-world/tab-memory';
import { parseScenario, type Scenario, type ScenarioStep } from './scenario-schema';

/** Where scenarios come from: the built-in files by a phone's last digit, and any file of scenarios/ by name. */
export interface ScenarioCatalog {
  /** The built-in scenario for a phone number's last digit (0–9), or null. */
  forDigit(digit: string): Scenario | null;
  /** A scenario file of scenarios/ by name ('my-drill' or 'my-drill.json'); null when there is none or it is invalid. */
  named(name: string): Scenario | null;
}

/** The simulated caller's real media in a browser (a canvas stream); absent headless. */
export interface CallerMediaFactory {
  /** `since`: when the caller joined (epoch ms; the video's running clock counts from it). */
  create(callerName: string, since: number): Promise<{ readonly mediaSource: unknown; stop(): void }>;
}

/** One line of the simulation's timeline. */
export interface CallerEvent {
  /** Seconds since the link was sent. */
  readonly at: number;
  readonly incidentId: string;
  readonly text: string;
}

interface RunningCall {
  readonly incidentId: string;
  readonly tenantId: string;
  readonly phone: string;
  readonly channelKind: 'sms' | 'whatsapp';
  readonly scenario: Scenario;
  readonly startedAt: number;
  readonly uid: string;
  readonly timers: Set<TimerHandle>;
  readonly cleanups: Unsubscribe[];
  channel: string | null;
  position: { lat: number; long: number };
  replies: number;
  media: { readonly mediaSource: unknown; stop(): void } | null;
  /** Another operator's session holds the incident's live video (anotherOperatorJoined), until the call ends. */
  heldByAnotherOperator: boolean;
  /** The steps run one after another: a publish waits for the join before it (the caller's media takes a moment). */
  steps: Promise<void>;
}

/** A call as the tab keeps it across a reload. */
interface KeptCall {
  readonly incidentId: string;
  readonly tenantId: string;
  readonly phone: string;
  readonly channel: 'sms' | 'whatsapp';
  readonly scenario: unknown;
  readonly startedAt: number;
  readonly replies: number;
}

const REPLY_DELAY_MS = 3_000;
const EARTH_RADIUS_M = 6_371_000;
const CALLS_KEY = 'demo.calls';

const isKeptCall = (value: unknown): value is KeptCall =>
  isRecord(value) &&
  typeof value.incidentId === 'string' &&
  typeof value.tenantId === 'string' &&
  typeof value.phone === 'string' &&
  (value.channel === 'sms' || value.channel === 'whatsapp') &&
  typeof value.startedAt === 'number' &&
  Number.isFinite(value.startedAt) &&
  typeof value.replies === 'number';

/**
 * The simulated caller: every link the demo world sends reaches a caller who follows a training scenario (chosen by
 * the phone's last digit, or attached by a trainer for the next link). It answers the send with the scenario's
 * status, then plays its steps on the world's clock through the demo server's driving APIs: message status and
 * permissions (MessageBoard), joining and publishing video (LiveHub), location (LocationTracks), photos (IncidentStore),
 * chat (ChatRooms), take-over, another operator already holding the live video, server stop and socket drops; and
 * it injects the scenario's faults.
 * Created once per world; it installs itself as the message board's link policy.
 *
 * A call lasts until the incident's live stream stops (the operator's stop or the server's). The tab keeps every
 * running call (DemoWorld.memory), so after a reload of the demo resume() picks each one up where it is: the caller
 * is back in the video channel with the tracks, position and network their scenario has reached, and the steps still
 * to come play on time. What the server already holds (message status, track, photos, chat) is not played again.
 */
export class CallerDirector {
  private readonly calls = new Map<string, RunningCall>();
  private readonly listeners = new Set<(event: CallerEvent) => void>();
  private attached: Scenario | null = null;
  private readonly baseLatency: number;
  private readonly stopWatch: Unsubscribe;

  constructor(
    private readonly world: DemoWorld,
    private readonly board: MessageBoard,
    private readonly hub: LiveHub,
    private readonly rooms: ChatRooms,
    private readonly tracks: LocationTracks,
    private readonly store: IncidentStore,
    private readonly catalog: ScenarioCatalog,
    private readonly media: CallerMediaFactory | null = null,
    /** The scenario a trainer named (the `scenario` query parameter of the page), read when a link is sent. */
    private readonly trainerScenario: () => string | null = () => null,
  ) {
    this.baseLatency = world.latency.milliseconds;
    board.setLinkPolicy((attempt) => this.answer(attempt));
    this.stopWatch = hub.onStop((incidentId) => this.end(incidentId));
  }

  /** Attaches a scenario to the next link sent (a trainer's drill, or the headless runner). */
  attach(scenario: Scenario): void {
    this.attached = scenario;
  }

  onEvent(listener: (event: CallerEvent) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The calls in progress (one per incident). */
  activeCalls(): readonly string[] {
    return [...this.calls.keys()];
  }

  /**
   * Stops every call in this page: timers cleared, media stopped, faults removed, the board's default policy back.
   * The tab still keeps the calls (a page going away does not end them): resume() in the next page picks them up.
   */
  dispose(): void {
    this.stopWatch();
    for (const id of [...this.calls.keys()]) this.hangUp(id);
    this.board.resetLinkPolicy();
    this.world.clearFaults();
    this.world.latency.milliseconds = this.baseLatency;
    this.rooms.failAll(false);
    this.listeners.clear();
  }

  /** The link policy: the scenario's answer to the send, and its steps scheduled from now. */
  private answer(attempt: LinkSendAttempt): LinkPolicyAnswer {
    if (attempt.kind !== 'send') return 'sent';
    const scenario = this.attached ?? this.pick(attempt.phone);
    this.attached = null;
    if (!scenario) return 'sent';
    this.begin(attempt, scenario);
    return scenario.onLink[attempt.channel];
  }

  private pick(phone: string): Scenario | null {
    const named = this.trainerScenario();
    const chosen = named ? this.catalog.named(named) : null;
    if (chosen) return chosen;
    const digit = /(\d)\D*$/.exec(phone)?.[1];
    return digit ? this.catalog.forDigit(digit) : null;
  }

  private begin(attempt: LinkSendAttempt, scenario: Scenario): void {
    const call = this.open(
      {
        incidentId: attempt.incidentId,
        tenantId: attempt.tenantId,
        phone: attempt.phone,
        channel: attempt.channel,
        startedAt: this.world.clock.now(),
        replies: 0,
      },
      scenario,
    );
    this.emit(
      call,
      `${scenario.caller.name} receives the link by ${attempt.channel === 'sms' ? 'SMS' : 'WhatsApp'} (${scenario.name}): ${scenario.onLink[attempt.channel]}`,
    );
    void this.prepare(call);
    for (const fault of scenario.faults) this.applyFault(call, fault);
    const status = scenario.onLink[attempt.channel];
    // The link never arrived: the caller does nothing, so there is no call for a reload to pick up.
    if (status === 'failed' || status === 'undelivered') return;
    this.keep(call);
    for (const step of scenario.steps) this.at(call, step.at, () => this.step(call, step));
    this.listenToChat(call);
  }

  /**
   * Picks up the calls an earlier page of this tab left running (after a reload of the demo). Each caller comes back
   * to where their scenario is now: in the channel with the tracks, position and network quality reached, faults in
   * place, chat replies counted; the steps still to come are scheduled on time. A call whose incident is no longer
   * live (gone, finished, deleted or its stream ended), or whose kept scenario cannot be read, ends. Returns how many
   * calls go on.
   */
  async resume(): Promise<number> {
    let resumed = 0;
    for (const kept of keptList(this.world.memory.read(CALLS_KEY), isKeptCall)) {
      if (this.calls.has(kept.incidentId)) continue;
      const parsed = parseScenario(`the call of incident ${kept.incidentId}`, kept.scenario);
      const incident = await this.store.get(kept.tenantId, kept.incidentId).catch(() => undefined);
      if (!parsed.ok || !isOpenLive(incident)) {
        this.forget(kept.incidentId);
        continue;
      }
      const call = this.open(kept, parsed.scenario);
      await this.prepare(call);
      const elapsedMs = this.world.clock.now() - call.startedAt;
      this.emit(call, `${parsed.scenario.caller.name}'s call goes on after the console reloaded (${parsed.scenario.name})`);
      for (const fault of parsed.scenario.faults)
        if (fault.kind !== 'tokenExpiry' || fault.at * 1000 > elapsedMs) this.applyFault(call, fault);
      const past = parsed.scenario.steps.filter((step) => step.at * 1000 <= elapsedMs).sort((a, b) => a.at - b.at);
      for (const step of past) await this.catchUp(call, step, elapsedMs);
      for (const step of parsed.scenario.steps) if (step.at * 1000 > elapsedMs) this.at(call, step.at, () => this.step(call, step));
      this.listenToChat(call);
      resumed++;
    }
    return resumed;
  }

  /** A new running call (an earlier one of the same incident is hung up first). */
  private open(kept: Omit<KeptCall, 'scenario'>, scenario: Scenario): RunningCall {
    this.hangUp(kept.incidentId);
    const call: RunningCall = {
      incidentId: kept.incidentId,
      tenantId: kept.tenantId,
      phone: kept.phone,
      channelKind: kept.channel,
      scenario,
      startedAt: kept.startedAt,
      uid: `caller-${kept.incidentId}`,
      timers: new Set(),
      cleanups: [],
      channel: null,
      position: scenario.caller.start
        ? { ...scenario.caller.start }
        : { lat: DEFAULT_MAP_CENTER.latitude, long: DEFAULT_MAP_CENTER.longitude },
      replies: kept.replies,
      media: null,
      heldByAnotherOperator: false,
      steps: Promise.resolve(),
    };
    this.calls.set(call.incidentId, call);
    return call;
  }

  /**
   * A step the scenario passed while no page ran it (resume): what the video channel needs again is restored (joining,
   * tracks, network quality, another operator's hold, the caller's position); what the server keeps (message status,
   * location points, photos, chat, take-over) or what was a moment's event (server stop, socket drop) is not repeated.
   */
  private async catchUp(call: RunningCall, step: ScenarioStep, elapsedMs: number): Promise<void> {
    switch (step.action) {
      case 'join':
      case 'publish':
      case 'unpublish':
      case 'leave':
      case 'networkQuality':
      case 'anotherOperatorJoined':
        return this.play(call, step);
      case 'moveTo':
        call.position = { ...step.to };
        return;
      case 'walk':
        return this.walk(call, step, elapsedMs);
      default:
        return;
    }
  }

  /** Reads the incident's channel and place once it exists (the send happens right after it is created). */
  private async prepare(call: RunningCall): Promise<void> {
    const incident = await this.store.get(call.tenantId, call.incidentId);
    call.channel = incident?.videoStream?.channel ?? `incident-${call.incidentId}`;
    const lat = Number(incident?.latitude);
    const long = Number(incident?.longitude);
    if (!call.scenario.caller.start && Number.isFinite(lat) && Number.isFinite(long) && lat !== 0 && long !== 0)
      call.position = { lat, long };
  }

  private applyFault(call: RunningCall, fault: Scenario['faults'][number]): void {
    switch (fault.kind) {
      case 'latency':
        this.world.latency.milliseconds = fault.ms;
        this.emit(call, `fault: every answer takes ${fault.ms} ms`);
        return;
      case 'errorRate':
        this.world.setErrorRate(fault.port, fault.rate);
        this.emit(call, `fault: ${Math.round(fault.rate * 100)}% of ${fault.port} calls fail`);
        return;
      case 'chatFailure':
        this.rooms.failAll(true);
        this.emit(call, 'fault: the chat service refuses every call');
        return;
      case 'tokenExpiry':
        this.at(call, fault.at, () => {
          this.world.expireTokens();
          this.emit(call, "fault: the operator's session token expires");
        });
        return;
    }
  }

  /** Plays a step once the steps before it are done (a join that is still creating the caller's media, say). */
  private step(call: RunningCall, step: ScenarioStep): void {
    call.steps = call.steps
      .then(() => (this.calls.get(call.incidentId) === call ? this.play(call, step) : undefined))
      .catch((error: unknown) => this.emit(call, `step failed: ${error instanceof Error ? error.message : String(error)}`));
  }

  private async play(call: RunningCall, step: ScenarioStep): Promise<void> {
    const { incidentId, phone } = call;
    const name = call.scenario.caller.name;
    const channel = call.channel ?? `incident-${incidentId}`;
    switch (step.action) {
      case 'status':
        this.board.setStatus(incidentId, phone, step.status);
        return this.emit(call, `message status: ${step.status}`);
      case 'clickLink':
        this.board.clickLink(incidentId, phone);
        return this.emit(call, `${name} opens the link`);
      case 'permissions': {
        const refused = (['local', 'audio', 'video'] as const).filter((p) => step.grant[p] === false);
        const granted = Object.fromEntries(Object.entries(step.grant).filter(([, v]) => v === true));
        const other = Object.fromEntries(
          Object.entries(step.grant).filter(([k, v]) => v === false && !['local', 'audio', 'video'].includes(k)),
        );
        if (Object.keys(granted).length + Object.keys(other).length > 0)
          this.board.setPermissions(incidentId, phone, { ...granted, ...other });
        if (refused.length > 0) this.board.refuse(incidentId, phone, refused);
        return this.emit(
          call,
          `permissions: ${Object.entries(step.grant)
            .map(([k, v]) => `${k} ${v ? 'accepted' : 'refused'}`)
            .join(', ')}`,
        );
      }
      case 'join': {
        if (this.media && !call.media) call.media = await this.media.create(name, call.startedAt + step.at * 1000).catch(() => null);
        this.hub.remoteJoin(channel, call.uid, 'caller', { name, mediaSource: call.media?.mediaSource });
        return this.emit(call, `${name} joins the video channel`);
      }
      case 'publish':
        for (const kind of step.tracks) this.hub.publish(channel, call.uid, kind);
        // A mark `npm run bench` reads to time publishing -> first decoded frame in the operator's page.
        if (step.tracks.includes('video')) globalThis.performance?.mark?.(`demo:caller-published:${incidentId}`);
        return this.emit(call, `${name} publishes ${step.tracks.join(' and ')}`);
      case 'unpublish':
        for (const kind of step.tracks) this.hub.unpublish(channel, call.uid, kind);
        return this.emit(call, `${name}'s ${step.tracks.join(' and ')} drops`);
      case 'leave':
        this.hub.remoteLeave(channel, call.uid);
        return this.emit(call, `${name} leaves`);
      case 'moveTo':
        call.position = { ...step.to };
        this.tracks.addPoint(incidentId, step.to.lat, step.to.long);
        return this.emit(call, `location ${step.to.lat.toFixed(5)}, ${step.to.long.toFixed(5)}`);
      case 'walk':
        return this.walk(call, step);
      case 'sendPhoto':
      case 'sendVideo': {
        const isPhoto = step.action === 'sendPhoto';
        const caption = step.caption ?? (isPhoto ? 'Photo' : 'Video');
        const url = svgImageDataUrl(name, caption, hueOf(caption));
        await this.store.addMedia(call.tenantId, incidentId, {
          url,
          thumbnailUrl: url,
          typeContent: isPhoto ? 'image' : 'video',
          filename: `${isPhoto ? 'photo' : 'video'}-${Math.round(step.at)}.${isPhoto ? 'svg' : 'mp4'}`,
          originalIncidentId: incidentId,
        });
        return this.emit(call, `${name} sends a ${isPhoto ? 'photo' : 'video'}: ${caption}`);
      }
      case 'chat': {
        const conversation = chatConversationName(incidentId, call.tenantId);
        if (conversation) this.rooms.callerSays(conversation, step.body, { author: name });
        return this.emit(call, `${name} writes: ${step.body}`);
      }
      case 'networkQuality':
        this.hub.setNetworkQuality(channel, step.uplink, step.downlink);
        return this.emit(call, `network quality up ${step.uplink}, down ${step.downlink}`);
      case 'takeOver':
        await this.hub.takeOver(incidentId, { id: `supervisor-${incidentId}`, name: step.operator.name, email: step.operator.email });
        return this.emit(call, `${step.operator.name} takes control of the incident`);
      case 'anotherOperatorJoined':
        // Before the console's socket joins the live stream, so its joinLiveStream answers 'Not joined, already joined'.
        this.hub.alreadyJoined(incidentId);
        call.heldByAnotherOperator = true;
        return this.emit(call, "another operator's session already holds the live video");
      case 'serverStop':
        this.hub.serverStop(incidentId);
        return this.emit(call, 'the server stops the live stream');
      case 'socketDrop': {
        const dropped = this.hub.dropSockets({ tenantId: call.tenantId });
        return this.emit(call, `the console's socket drops (${dropped})`);
      }
    }
  }

  /** A track of points every `everySeconds`; on resume, the points before `elapsedMs` are already on the server. */
  private walk(call: RunningCall, step: Extract<ScenarioStep, { action: 'walk' }>, elapsedMs = -Infinity): void {
    const start = { ...call.position };
    const count = Math.max(1, Math.floor(step.overSeconds / step.everySeconds));
    const bearing = (step.bearingDegrees * Math.PI) / 180;
    const pointAt = (i: number) => {
      const distance = (step.meters * i) / count;
      const lat = start.lat + ((distance * Math.cos(bearing)) / EARTH_RADIUS_M) * (180 / Math.PI);
      const long =
        start.long + ((distance * Math.sin(bearing)) / (EARTH_RADIUS_M * Math.cos((start.lat * Math.PI) / 180))) * (180 / Math.PI);
      return { lat, long };
    };
    if (elapsedMs < step.at * 1000) this.emit(call, `${call.scenario.caller.name} walks ${step.meters} m over ${step.overSeconds} s`);
    for (let i = 1; i <= count; i++) {
      const at = step.at + i * step.everySeconds;
      if (at * 1000 <= elapsedMs) {
        call.position = pointAt(i);
        continue;
      }
      this.at(call, at, () => {
        call.position = pointAt(i);
        this.tracks.addPoint(call.incidentId, call.position.lat, call.position.long);
      });
    }
  }

  /** The caller answers each operator message with the scenario's next reply, 3 s later. */
  private listenToChat(call: RunningCall): void {
    const conversation = chatConversationName(call.incidentId, call.tenantId);
    if (!conversation || call.scenario.chatReplies.length === 0) return;
    const name = call.scenario.caller.name;
    call.cleanups.push(
      this.rooms.listen(conversation, (event) => {
        if (event.type !== 'message' || event.message.author === name || event.message.author === 'caller') return;
        const reply = call.scenario.chatReplies[call.replies++];
        if (reply === undefined) return;
        this.keep(call);
        this.after(call, REPLY_DELAY_MS, () => {
          this.rooms.callerSays(conversation, reply, { author: name });
          this.emit(call, `${name} replies: ${reply}`);
        });
      }),
    );
  }

  /** The call is over (the live stream stopped): the caller's app leaves the channel, and the tab forgets the call. */
  private end(incidentId: string): void {
    const call = this.calls.get(incidentId);
    if (call?.channel) this.hub.remoteLeave(call.channel, call.uid);
    this.hangUp(incidentId);
    this.forget(incidentId);
  }

  /** Writes the call into the tab's memory (begin, and each chat reply it used). */
  private keep(call: RunningCall): void {
    const others = keptList(this.world.memory.read(CALLS_KEY), isKeptCall).filter((kept) => kept.incidentId !== call.incidentId);
    const kept: KeptCall = {
      incidentId: call.incidentId,
      tenantId: call.tenantId,
      phone: call.phone,
      channel: call.channelKind,
      scenario: call.scenario,
      startedAt: call.startedAt,
      replies: call.replies,
    };
    this.world.memory.write(CALLS_KEY, [...others, kept]);
  }

  private forget(incidentId: string): void {
    const kept = keptList(this.world.memory.read(CALLS_KEY), isKeptCall);
    const others = kept.filter((call) => call.incidentId !== incidentId);
    if (others.length !== kept.length) this.world.memory.write(CALLS_KEY, others);
  }

  private hangUp(incidentId: string): void {
    const call = this.calls.get(incidentId);
    if (!call) return;
    for (const timer of call.timers) this.world.clock.clear(timer);
    for (const cleanup of call.cleanups) cleanup();
    call.media?.stop();
    if (call.heldByAnotherOperator) this.hub.releaseAlreadyJoined(incidentId);
    this.calls.delete(incidentId);
  }

  private at(call: RunningCall, seconds: number, work: () => void): void {
    this.after(call, Math.max(0, call.startedAt + seconds * 1000 - this.world.clock.now()), work);
  }

  private after(call: RunningCall, ms: number, work: () => void): void {
    const handle = this.world.clock.setTimeout(() => {
      call.timers.delete(handle);
      try {
        work();
      } catch (error) {
        this.emit(call, `step failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }, ms);
    call.timers.add(handle);
  }

  private emit(call: RunningCall, text: string): void {
    const event = { at: (this.world.clock.now() - call.startedAt) / 1000, incidentId: call.incidentId, text };
    for (const listener of [...this.listeners]) listener(event);
  }
}

function hueOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) % 360;
  return h;
}
