import { chatConversationName } from '../../../domain/sharing/chat-conversation';
import { callRecordings } from '../demo-world/call-recordings';
import type { ChatRooms } from '../demo-world/chat-rooms';
import type { DemoWorld } from '../demo-world/demo-world';
import type { IncidentStore } from '../demo-world/incident-store';
import type { LiveHub } from '../demo-world/live-hub';
import type { LocationTracks } from '../demo-world/location-tracks';
import { svgImageDataUrl } from '../demo-world/media-images';
import type { MessageBoard } from '../demo-world/message-board';
import type { RunningCall } from './running-call';
import type { CallerMediaFactory } from './caller-media-factory';
import { callerTextIn, type Scenario, type ScenarioStep } from './scenario-schema';
import type { SimulatedCollaborators } from './simulated-collaborators';

/** The steps of one or several actions. */
type StepOf<A extends ScenarioStep['action']> = Extract<ScenarioStep, { action: A }>;

const EARTH_RADIUS_M = 6_371_000;
/** The caption of a photo or clip sent without one, in the caller's language. */
const PHOTO_CAPTION = { en: 'Photo', pt: 'Foto', es: 'Foto' } as const;
const VIDEO_CAPTION = { en: 'Video', pt: 'Vídeo', es: 'Video' } as const;

/**
 * Plays a scenario's steps and faults through the demo server's driving APIs: message status and permissions
 * (MessageBoard), joining and publishing video (LiveHub), location (LocationTracks), photos (IncidentStore), chat
 * (ChatRooms), collaborators (SimulatedCollaborators), take-over, another operator already holding the live video, server stop and socket drops;
 * an actor taking the caller over is the director's to play.
 */
export class ScenarioPlayer {
  constructor(
    private readonly world: DemoWorld,
    private readonly board: MessageBoard,
    private readonly hub: LiveHub,
    private readonly rooms: ChatRooms,
    private readonly tracks: LocationTracks,
    private readonly store: IncidentStore,
    private readonly media: CallerMediaFactory | null,
    private readonly collaborators: SimulatedCollaborators,
    /** An `actorTakesOver` step: a person plays the caller from here (CallerDirector.handOver). */
    private readonly handOver: (call: RunningCall, step: StepOf<'actorTakesOver'>) => void = () => undefined,
  ) {}

  /** Reads the incident's channel and place once it exists (the send happens right after it is created). */
  async prepare(call: RunningCall): Promise<void> {
    const incident = await this.store.get(call.tenantId, call.incidentId);
    call.channel = incident?.videoStream?.channel ?? `incident-${call.incidentId}`;
    const lat = Number(incident?.latitude);
    const long = Number(incident?.longitude);
    if (!call.scenario.caller.start && Number.isFinite(lat) && Number.isFinite(long) && lat !== 0 && long !== 0)
      call.position = { lat, long };
  }

  /** Schedules the scenario's steps (by index) on the call's clock; each plays once the steps before it are done. */
  schedule(call: RunningCall, indexes: readonly number[]): void {
    for (const index of indexes) {
      const step = call.scenario.steps[index];
      if (step) call.at(step.at, () => this.enqueue(call, step, index));
    }
  }

  /** Plays a step once the steps before it are done; `index` is its place in the scenario, null for an injected one. */
  enqueue(call: RunningCall, step: ScenarioStep, index: number | null): void {
    call.steps = call.steps
      .then(async () => {
        if (call.ended) return;
        if (index !== null) call.act({ kind: 'step', action: step.action, index, step });
        await this.play(call, step);
        if (index !== null) call.stepStates[index] = 'done';
      })
      .catch((error: unknown) => {
        if (index !== null) call.stepStates[index] = 'skipped';
        call.say(`step failed: ${error instanceof Error ? error.message : String(error)}`);
      });
  }

  applyFault(call: RunningCall, fault: Scenario['faults'][number]): void {
    switch (fault.kind) {
      case 'latency':
        this.world.latency.set(call.sender, fault.ms);
        call.latencyMs = fault.ms;
        call.say(`fault: every answer takes ${fault.ms} ms`);
        return;
      case 'errorRate':
        this.world.setErrorRate(fault.port, fault.rate, fault.mode);
        call.say(
          `fault: ${Math.round(fault.rate * 100)}% of ${fault.port} calls ${fault.mode === 'failBefore' ? 'are refused before the server acts' : 'are applied but their answer is lost'}`,
        );
        return;
      case 'chatFailure':
        this.rooms.failAll(true);
        call.say('fault: the chat service refuses every call');
        return;
      case 'refuseIncidentUpdates': {
        const from = call.startedAt + fault.at * 1000;
        this.world.refuseIncidentUpdates(from, from + fault.forSeconds * 1000, fault.message);
        call.say(`fault: from ${fault.at} s, for ${fault.forSeconds} s, the server refuses every incident save ("${fault.message}")`);
        return;
      }
      case 'tokenExpiry':
        call.at(fault.at, () => {
          call.act({ kind: 'fault', action: 'tokenExpiry' });
          this.world.expireTokens();
          call.say("fault: the operator's session token expires");
        });
        return;
    }
  }

  /**
   * A step the scenario passed while no page ran it (resume): what the video channel needs again is restored (joining,
   * tracks, network quality, another operator's hold, the caller's position, the chat's connection); what the server keeps (message status,
   * location points, photos, chat, take-over) or what was a moment's event (server stop, socket drop) is not repeated.
   */
  async catchUp(call: RunningCall, step: ScenarioStep, elapsedMs: number): Promise<void> {
    switch (step.action) {
      case 'join':
      case 'publish':
      case 'unpublish':
      case 'leave':
      case 'networkQuality':
      case 'anotherOperatorJoined':
      case 'latency':
      case 'collaboratorJoins':
      case 'collaboratorLeaves':
      case 'chatDown':
      case 'chatUp':
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

  private async play(call: RunningCall, step: ScenarioStep): Promise<void> {
    switch (step.action) {
      case 'status':
      case 'clickLink':
      case 'permissions':
        return this.playLink(call, step);
      case 'join':
      case 'publish':
      case 'unpublish':
      case 'leave':
      case 'networkQuality':
        return this.playVideo(call, step);
      case 'moveTo':
      case 'walk':
      case 'sendPhoto':
      case 'sendVideo':
      case 'chat':
        return this.playCaller(call, step);
      case 'takeOver':
      case 'anotherOperatorJoined':
      case 'collaboratorJoins':
      case 'collaboratorLeaves':
        return this.playOthers(call, step);
      case 'serverStop':
      case 'latency':
      case 'tokenExpiry':
      case 'chatDown':
      case 'chatUp':
      case 'socketDrop':
        return this.playServer(call, step);
      case 'actorTakesOver':
        return this.handOver(call, step);
    }
  }

  /** The link's message: its status, the caller opening it, and what the caller grants or refuses. */
  private playLink(call: RunningCall, step: StepOf<'status' | 'clickLink' | 'permissions'>): void {
    const { incidentId, phone } = call;
    switch (step.action) {
      case 'status':
        this.board.setStatus(incidentId, phone, step.status);
        return call.say(`message status: ${step.status}`);
      case 'clickLink':
        this.board.clickLink(incidentId, phone);
        return call.say(`${call.scenario.caller.name} opens the link`);
      case 'permissions': {
        const refused = (['local', 'audio', 'video'] as const).filter((p) => step.grant[p] === false);
        const granted = Object.fromEntries(Object.entries(step.grant).filter(([, v]) => v === true));
        const other = Object.fromEntries(
          Object.entries(step.grant).filter(([k, v]) => v === false && !['local', 'audio', 'video'].includes(k)),
        );
        if (Object.keys(granted).length + Object.keys(other).length > 0)
          this.board.setPermissions(incidentId, phone, { ...granted, ...other });
        if (refused.length > 0) this.board.refuse(incidentId, phone, refused);
        return call.say(
          `permissions: ${Object.entries(step.grant)
            .map(([k, v]) => `${k} ${v ? 'accepted' : 'refused'}`)
            .join(', ')}`,
        );
      }
    }
  }

  /** The caller on the video channel: joining (with media, recorded), tracks, leaving, the network's quality. */
  private async playVideo(call: RunningCall, step: StepOf<'join' | 'publish' | 'unpublish' | 'leave' | 'networkQuality'>): Promise<void> {
    const name = call.scenario.caller.name;
    const channel = call.channel ?? `incident-${call.incidentId}`;
    switch (step.action) {
      case 'join': {
        if (this.media && !call.media) {
          call.media = await this.media.create(name, call.startedAt + step.at * 1000, { record: true }).catch(() => null);
          this.keepRecording(call);
        }
        this.hub.remoteJoin(channel, call.uid, 'caller', { name, mediaSource: call.media?.mediaSource });
        return call.say(`${name} joins the video channel`);
      }
      case 'publish':
        for (const kind of step.tracks) this.hub.publish(channel, call.uid, kind);
        // A mark `npm run bench` reads to time publishing -> first decoded frame in the operator's page.
        if (step.tracks.includes('video')) globalThis.performance?.mark?.(`demo:caller-published:${call.incidentId}`);
        return call.say(`${name} publishes ${step.tracks.join(' and ')}`);
      case 'unpublish':
        for (const kind of step.tracks) this.hub.unpublish(channel, call.uid, kind);
        return call.say(`${name}'s ${step.tracks.join(' and ')} drops`);
      case 'leave':
        this.hub.remoteLeave(channel, call.uid);
        return call.say(`${name} leaves`);
      case 'networkQuality':
        this.hub.setNetworkQuality(channel, step.uplink, step.downlink);
        return call.say(`network quality up ${step.uplink}, down ${step.downlink}`);
    }
  }

  /** What the caller does besides the video: moving, and sending photos, clips and chat messages. */
  private async playCaller(call: RunningCall, step: StepOf<'moveTo' | 'walk' | 'sendPhoto' | 'sendVideo' | 'chat'>): Promise<void> {
    const { incidentId } = call;
    const name = call.scenario.caller.name;
    switch (step.action) {
      case 'moveTo':
        call.position = { ...step.to };
        this.tracks.addPoint(incidentId, step.to.lat, step.to.long);
        return call.say(`location ${step.to.lat.toFixed(5)}, ${step.to.long.toFixed(5)}`);
      case 'walk':
        return this.walk(call, step);
      case 'sendPhoto':
      case 'sendVideo': {
        const isPhoto = step.action === 'sendPhoto';
        const caption = callerTextIn(step.caption ?? (isPhoto ? PHOTO_CAPTION : VIDEO_CAPTION), call.language);
        const url = svgImageDataUrl(name, caption, hueOf(caption));
        await this.store.addMedia(call.tenantId, incidentId, {
          url,
          thumbnailUrl: url,
          typeContent: isPhoto ? 'image' : 'video',
          filename: `${isPhoto ? 'photo' : 'video'}-${Math.round(step.at)}.${isPhoto ? 'svg' : 'mp4'}`,
          originalIncidentId: incidentId,
        });
        return call.say(`${name} sends a ${isPhoto ? 'photo' : 'video'}: ${caption}`);
      }
      case 'chat': {
        const conversation = chatConversationName(incidentId, call.tenantId);
        const body = callerTextIn(step.body, call.language);
        if (conversation) this.rooms.callerSays(conversation, body, { author: name });
        return call.say(`${name} writes: ${body}`);
      }
    }
  }

  /** Other people on the incident: a supervisor taking it over, another operator's hold, collaborators. */
  private async playOthers(
    call: RunningCall,
    step: StepOf<'takeOver' | 'anotherOperatorJoined' | 'collaboratorJoins' | 'collaboratorLeaves'>,
  ): Promise<void> {
    const { incidentId } = call;
    switch (step.action) {
      case 'takeOver':
        await this.hub.takeOver(incidentId, { id: `supervisor-${incidentId}`, name: step.operator.name, email: step.operator.email });
        return call.say(`${step.operator.name} takes control of the incident`);
      case 'anotherOperatorJoined':
        // Before the console's socket joins the live stream, so its joinLiveStream answers 'Not joined, already joined'.
        this.hub.alreadyJoined(incidentId);
        if (!call.heldByAnotherOperator) call.hold(() => this.hub.releaseAlreadyJoined(incidentId));
        call.heldByAnotherOperator = true;
        return call.say("another operator's session already holds the live video");
      case 'collaboratorJoins': {
        const collab = await this.collaborators.join(incidentId, step.name);
        if (!collab) return;
        return call.say(`${step.name} joins as a collaborator and streams (${collab.channel})`);
      }
      case 'collaboratorLeaves': {
        const left = await this.collaborators.leave(incidentId);
        return call.say(left.length > 0 ? `${left.join(', ')} stops collaborating` : 'no collaborator to leave');
      }
    }
  }

  /** The server and the network: the stream stopped, slow answers, an expired token, the chat's and socket's drops. */
  private playServer(
    call: RunningCall,
    step: StepOf<'serverStop' | 'latency' | 'tokenExpiry' | 'chatDown' | 'chatUp' | 'socketDrop'>,
  ): void {
    switch (step.action) {
      case 'serverStop':
        this.hub.serverStop(call.incidentId);
        return call.say('the server stops the live stream');
      case 'latency':
        this.world.latency.set(call.sender, step.ms);
        call.latencyMs = step.ms;
        return call.say(`the network slows: every answer takes ${step.ms} ms`);
      case 'tokenExpiry':
        this.world.expireTokens();
        return call.say("the operator's session token expires");
      case 'chatDown':
        this.world.chatDown();
        return call.say("the chat's connection drops: the operator's messages wait");
      case 'chatUp':
        this.world.chatUp();
        return call.say("the chat's connection is back");
      case 'socketDrop': {
        const dropped = this.hub.dropSockets({ tenantId: call.tenantId });
        return call.say(`the console's socket drops (${dropped})`);
      }
    }
  }

  /** Once the call's media stops, what it recorded becomes the incident's recording. */
  private keepRecording(call: RunningCall): void {
    void call.media?.recorded
      ?.then((media) => (media ? callRecordings(this.world).keep(this.store, call.tenantId, call.incidentId, media) : null))
      .catch((error: unknown) => call.say(`the call's recording was not kept: ${error instanceof Error ? error.message : String(error)}`));
  }

  /** A track of points every `everySeconds`; on resume, the points before `elapsedMs` are already on the server. */
  private walk(call: RunningCall, step: StepOf<'walk'>, elapsedMs = -Infinity): void {
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
    if (elapsedMs < step.at * 1000) call.say(`${call.scenario.caller.name} walks ${step.meters} m over ${step.overSeconds} s`);
    for (let i = 1; i <= count; i++) {
      const at = step.at + i * step.everySeconds;
      if (at * 1000 <= elapsedMs) {
        call.position = pointAt(i);
        continue;
      }
      call.at(at, () => {
        call.position = pointAt(i);
        this.tracks.addPoint(call.incidentId, call.position.lat, call.position.long);
      });
    }
  }
}

function hueOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) % 360;
  return h;
}
