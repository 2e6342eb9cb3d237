import { DisposableStore } from '../../../application/shared/disposable-store';
import { isOpenLive } from '../../../domain/incident/incident';
import { chatConversationName } from '../../../domain/sharing/chat-conversation';
import type { ChatRooms, RoomMessage } from '../demo-world/chat-rooms';
import type { DemoWorld } from '../demo-world/demo-world';
import type { IncidentStore } from '../demo-world/incident-store';
import type { DemoIncident } from '../demo-world/incident-record';
import type { LiveHub } from '../demo-world/live-hub';
import type { LocationTracks } from '../demo-world/location-tracks';
import type { LinkStatus, MessageBoard } from '../demo-world/message-board';
import { callRecordings, type RecordedMedia } from '../demo-world/call-recordings';
import { isRecord } from '../demo-world/tab-memory';
import type { CallerDirector } from '../simulation/caller-director';
import { callerTextIn, type ScenarioStep } from '../simulation/scenario-schema';
import type { AnsweringPeer, AnsweringPeerFactory } from './caller-peers';
import { keepClaims, keptClaims, type Claim } from './kept-claims';
import type { CallerChatLine, CallerMessage, HostMessage, OfferedLink, TrackKind, TrainingChannel } from './caller-protocol';

/** The demo world's parts a played caller drives, as the scenario player drives them for a simulated one. */
export interface PlayedCallerWorld {
  readonly world: DemoWorld;
  readonly board: MessageBoard;
  readonly hub: LiveHub;
  readonly rooms: ChatRooms;
  readonly tracks: LocationTracks;
  readonly store: IncidentStore;
  readonly director: CallerDirector;
}

/** A recording of what a caller page streams, as the simulated caller's is recorded (null where it cannot record). */
export type PlayedCallRecorder = (media: unknown) => { readonly file: Promise<RecordedMedia | null>; stop(): void } | null;

interface Seat extends Omit<Claim, 'name'> {
  /** The name the caller's lines go under: the one the actor gave, else "Caller". */
  name: string;
  /** The name the actor gave ('' while none). */
  given: string;
  readonly incidentId: string;
  readonly tenantId: string;
  readonly phone: string;
  readonly channel: string;
  readonly conversation: string | null;
  peer: AnsweringPeer | null;
  /** What the page streams, and which tracks, once it plays in the channel (a trainer's "comes back" plays it again). */
  playing: { readonly media: unknown; readonly kinds: readonly TrackKind[] } | null;
  recording: ReturnType<PlayedCallRecorder>;
  readonly owned: DisposableStore;
}

const MAX_CHAT_LENGTH = 1_000;
const PERMISSIONS = ['privacy_policy', 'local', 'audio', 'video', 'start_live_streaming'] as const;
const REFUSABLE = ['local', 'audio', 'video'] as const;

/**
 * The operator's tab's side of "play the caller yourself": it answers caller pages on the training channel with the
 * links this tab's demo world sent, and lets one page claim a link. From the claim on, a person is the incident's
 * caller: the simulated caller stands down, and what the page reports reaches the world as the caller's app would
 * report it (message status and permissions, the video channel with the page's camera, location points, chat),
 * while the operator's chat lines and the end of the live stream go back to the page. Claims are kept in the tab, so
 * after a reload of the console the same page picks its call up again (it hears `ready` and claims once more).
 */
export class PlayedCallerHost {
  private readonly seats = new Map<string, Seat>();
  private readonly owned = new DisposableStore();

  constructor(
    private readonly parts: PlayedCallerWorld,
    private readonly channel: TrainingChannel,
    private readonly peers: AnsweringPeerFactory,
    readonly hostId: string,
    private readonly recorder: PlayedCallRecorder = () => null,
  ) {}

  start(): void {
    this.owned.add(this.channel.onMessage((message) => void this.handle(message)));
    this.owned.add(this.parts.hub.onStop((incidentId) => this.ended(incidentId)));
    this.owned.add(this.parts.director.onActorStep(({ incidentId, step }) => this.actorStep(incidentId, step)));
    this.post({ type: 'ready' });
  }

  /** This page goes away: its peers close, but the tab keeps the claims (the next page hears the same callers). */
  dispose(): void {
    for (const seat of [...this.seats.values()]) this.release(seat, false);
    this.owned.dispose();
  }

  /** The links this tab's world sent whose incident is still live (what a caller page may claim). */
  async offers(only: string | null = null): Promise<OfferedLink[]> {
    const offers: OfferedLink[] = [];
    for (const status of this.parts.board.sentLinks()) {
      if (only !== null && status.linkId !== only) continue;
      const incident = await this.liveIncident(status);
      if (!incident) continue;
      offers.push({
        link: status.linkId,
        incidentId: incident.id,
        title: incident.title ?? '',
        address: incident.address ?? '',
        phone: status.receiver,
        taken: this.seats.has(status.linkId),
      });
    }
    return offers;
  }

  private async handle(message: HostMessage | CallerMessage): Promise<void> {
    if (message.from !== 'caller') return;
    if (message.type === 'find') {
      this.post({ type: 'offers', callerId: message.callerId, offers: await this.offers(message.link) });
      return;
    }
    if (message.hostId !== this.hostId) return;
    if (message.type === 'claim') return this.claim(message);
    const seat = this.seats.get(message.link);
    if (!seat || seat.callerId !== message.callerId) return;
    switch (message.type) {
      case 'permissions':
        return this.permissions(seat, message.grant);
      case 'offer':
        return this.offer(seat, message.sdp, message.tracks);
      case 'ice':
        return seat.peer?.addIce(message.candidate);
      case 'location':
        if (typeof message.lat === 'number' && typeof message.long === 'number') this.locate(seat, message.lat, message.long);
        return;
      case 'chat':
        return this.say(seat, message.body);
      case 'hang-up':
        this.parts.hub.remoteLeave(seat.channel, callerUid(seat.incidentId));
        this.release(seat);
        return;
    }
  }

  private async claim(message: Extract<CallerMessage, { type: 'claim' }>): Promise<void> {
    const { link, callerId } = message;
    const reply = (answer: Extract<HostMessage, { type: 'refused' }>['reason']) =>
      this.post({ type: 'refused', callerId, link, reason: answer });
    const status = this.parts.board.linkStatus(link);
    if (!status || status.kind !== 'send' || !status.incidentId) return reply('unknown-link');
    const incident = await this.liveIncident(status);
    if (!incident) return reply('ended');
    const kept = this.claims().find((claim) => claim.link === link);
    const holder = this.seats.get(link) ?? kept;
    if (holder && holder.callerId !== callerId) return reply('taken');
    // The name the actor gave (none yet when the phone claims before it is typed); the chat calls them "Caller" till then.
    const given = (typeof message.name === 'string' ? message.name.trim().slice(0, 60) : '') || (kept?.name ?? '');
    const name = given || 'Caller';
    this.keepClaims([...this.claims().filter((claim) => claim.link !== link), { link, callerId, name: given }]);
    const seated = this.seats.get(link);
    // The same page again (the person gave their name): the seat, and the video it may be setting up, stay.
    if (seated && given && given !== seated.given) this.parts.director.standDown(seated.incidentId, given);
    if (seated) Object.assign(seated, { name, given });
    const seat = seated ?? this.seat({ link, callerId, name: given }, incident, status, !kept);
    const history = seat.conversation ? (this.parts.rooms.conversation(seat.conversation)?.messages ?? []) : [];
    this.post({
      type: 'claimed',
      callerId,
      link,
      incident: { id: incident.id, title: incident.title ?? '', address: incident.address ?? '' },
      chat: history.map((m) => lineOf(m, name)),
    });
  }

  private seat(claim: Claim, incident: DemoIncident, status: LinkStatus, first: boolean): Seat {
    const { link, callerId } = claim;
    const name = claim.name || 'Caller';
    const seat: Seat = {
      link,
      callerId,
      name,
      given: claim.name,
      incidentId: incident.id,
      tenantId: status.tenantId,
      phone: status.receiver,
      channel: incident.videoStream?.channel ?? `incident-${incident.id}`,
      conversation: chatConversationName(incident.id, status.tenantId),
      peer: null,
      playing: null,
      recording: null,
      owned: new DisposableStore(),
    };
    this.seats.set(link, seat);
    if (first) this.opened(seat, status);
    const conversation = seat.conversation;
    if (conversation) {
      this.parts.rooms.callerJoins(conversation, name);
      seat.owned.add(
        this.parts.rooms.listen(conversation, (event) => {
          if (event.type === 'message' && event.message.author !== seat.name)
            this.post({ type: 'chat', callerId, link, line: lineOf(event.message, seat.name) });
        }),
      );
    }
    return seat;
  }

  /** The first claim of a link: the simulated caller stands down, and the person has opened the link. */
  private opened(seat: Seat, status: LinkStatus): void {
    this.parts.director.standDown(seat.incidentId, seat.given);
    if (status.status === 'sent' || status.status === 'delivered') this.parts.board.setStatus(seat.incidentId, seat.phone, 'read');
    this.parts.board.clickLink(seat.incidentId, seat.phone);
  }

  private permissions(seat: Seat, grant: unknown): void {
    if (!isRecord(grant)) return;
    const given = Object.fromEntries(PERMISSIONS.filter((p) => typeof grant[p] === 'boolean').map((p) => [p, grant[p] as boolean]));
    const accepted = Object.fromEntries(
      Object.entries(given).filter(([name, on]) => on || !(REFUSABLE as readonly string[]).includes(name)),
    );
    const refused = REFUSABLE.filter((p) => given[p] === false);
    if (Object.keys(accepted).length > 0) this.parts.board.setPermissions(seat.incidentId, seat.phone, accepted);
    if (refused.length > 0) this.parts.board.refuse(seat.incidentId, seat.phone, refused);
  }

  /** The page offers its camera and microphone: answered, and once its tracks arrive they play in the channel. */
  private async offer(seat: Seat, sdp: unknown, tracks: unknown): Promise<void> {
    if (typeof sdp !== 'string' || !Array.isArray(tracks)) return;
    const kinds = (['video', 'audio'] as const).filter((kind) => tracks.includes(kind));
    seat.peer?.close();
    const peer = this.peers((candidate) => this.post({ type: 'ice', callerId: seat.callerId, link: seat.link, candidate }), kinds);
    seat.peer = peer;
    const answer = await peer.answer(sdp);
    if (seat.peer !== peer) return;
    this.post({ type: 'answer', callerId: seat.callerId, link: seat.link, sdp: answer });
    const media = await peer.media;
    if (seat.peer !== peer || seat.owned.isDisposed) return;
    this.play(seat, media, kinds);
    // A page that offers again (after its reload) starts a new recording; the one before is the call's so far.
    this.keepRecording(seat);
    seat.recording = this.recorder(media);
  }

  /** What the page streamed becomes the incident's recording, as the simulated caller's does when its call ends. */
  private keepRecording(seat: Seat): void {
    const recording = seat.recording;
    seat.recording = null;
    if (!recording) return;
    recording.stop();
    const { world, store } = this.parts;
    void recording.file
      .then((media) => (media ? callRecordings(world).keep(store, seat.tenantId, seat.incidentId, media) : null))
      .catch(() => undefined);
  }

  /**
   * The page's camera and microphone reach viewers another way (the served console's relay: each viewer's browser
   * asks the page for them): `media` stands for them in the channel. False when the page holds no seat of that link.
   */
  relayed(callerId: string, link: string, media: unknown, tracks: readonly TrackKind[]): boolean {
    const seat = this.seats.get(link);
    if (!seat || seat.callerId !== callerId) return false;
    seat.peer?.close();
    seat.peer = null;
    this.play(
      seat,
      media,
      (['video', 'audio'] as const).filter((kind) => tracks.includes(kind)),
    );
    return true;
  }

  /**
   * The trainer injected a step into a call a person plays that is the person's to do: a caller line is shown on their
   * page as a prompt to say; coming back (join, publish) plays their camera in the channel again.
   */
  private actorStep(incidentId: string, step: ScenarioStep): void {
    for (const seat of this.seats.values()) {
      if (seat.incidentId !== incidentId) continue;
      if (step.action === 'chat')
        this.post({ type: 'prompt', callerId: seat.callerId, link: seat.link, body: callerTextIn(step.body, undefined) });
      else if (seat.playing) this.play(seat, seat.playing.media, seat.playing.kinds);
    }
  }

  /** The caller's media plays in the incident's channel, in the simulated caller's place. */
  private play(seat: Seat, media: unknown, kinds: readonly TrackKind[]): void {
    const { hub, board } = this.parts;
    seat.playing = { media, kinds };
    const uid = callerUid(seat.incidentId);
    hub.remoteJoin(seat.channel, uid, 'caller', { name: seat.name, mediaSource: media });
    hub.setMediaSource(seat.channel, uid, media);
    // Published again, so the operator's page plays the new media (after a reload of either page).
    for (const kind of kinds) hub.unpublish(seat.channel, uid, kind);
    for (const kind of kinds) hub.publish(seat.channel, uid, kind);
    board.setPermissions(seat.incidentId, seat.phone, { start_live_streaming: true });
  }

  private locate(seat: Seat, lat: number, long: number): void {
    try {
      this.parts.tracks.addPoint(seat.incidentId, lat, long);
    } catch {
      // A position out of range is not one a phone reports: dropped.
    }
  }

  private say(seat: Seat, body: unknown): void {
    const text = typeof body === 'string' ? body.trim().slice(0, MAX_CHAT_LENGTH) : '';
    if (text === '' || !seat.conversation) return;
    const message = this.parts.rooms.callerSays(seat.conversation, text, { author: seat.name });
    this.post({ type: 'chat', callerId: seat.callerId, link: seat.link, line: lineOf(message, seat.name) });
  }

  /** The incident's live stream stopped (the operator's stop or the server's): the page hears the call is over. */
  private ended(incidentId: string): void {
    for (const seat of [...this.seats.values()]) {
      if (seat.incidentId !== incidentId) continue;
      this.post({ type: 'ended', callerId: seat.callerId, link: seat.link });
      this.release(seat);
    }
  }

  private release(seat: Seat, forget = true): void {
    this.keepRecording(seat);
    seat.peer?.close();
    seat.peer = null;
    seat.owned.dispose();
    this.seats.delete(seat.link);
    if (forget) this.keepClaims(this.claims().filter((claim) => claim.link !== seat.link));
  }

  private async liveIncident(status: LinkStatus) {
    if (!status.incidentId) return undefined;
    const incident = await this.parts.store.get(status.tenantId, status.incidentId).catch(() => undefined);
    return isOpenLive(incident) ? incident : undefined;
  }

  private claims(): Claim[] {
    return keptClaims(this.parts.world.memory);
  }

  private keepClaims(claims: readonly Claim[]): void {
    keepClaims(this.parts.world.memory, claims);
  }

  private post(message: DistributiveOmit<HostMessage, 'from' | 'hostId'>): void {
    this.channel.post({ ...message, from: 'host', hostId: this.hostId } as HostMessage);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The caller's uid in the video channel: the simulated caller's, so a person takes its place. */
function callerUid(incidentId: string): string {
  return `caller-${incidentId}`;
}

function lineOf(message: RoomMessage, callerName: string): CallerChatLine {
  return { author: message.author, body: message.body, at: message.timestamp, fromCaller: message.author === callerName };
}
