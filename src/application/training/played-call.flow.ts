import type {
  CallerCamera,
  CallerChatLine,
  CallerDevices,
  CallerLine,
  CallerLineEvent,
  CallerRefusal,
  ClaimedIncident,
  OfferedLink,
} from './ports/caller-line.port';
import type { Clock } from '../ports/clock.port';
import type { GeoPosition } from '../ports/geolocation.port';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';

/**
 * looking: asking the open consoles; choosing: the links they offer (no link named); missing: no console answered
 * for the link; refused: a console would not give it; ready: claimed, the person has not started; live: camera and
 * location asked, streaming; ended: the operator (or the server) ended the call; hungUp: the person did.
 */
export type PlayedCallPhase = 'looking' | 'choosing' | 'missing' | 'refused' | 'ready' | 'live' | 'ended' | 'hungUp';
export type DeviceAnswer = 'asking' | 'granted' | 'refused' | null;

export interface PlayedCallState {
  readonly phase: PlayedCallPhase;
  readonly offers: readonly OfferedLink[];
  readonly refusal: CallerRefusal | null;
  readonly incident: ClaimedIncident | null;
  readonly chat: readonly CallerChatLine[];
  readonly camera: DeviceAnswer;
  readonly location: DeviceAnswer;
  /** The person's own camera, for the page's preview. */
  readonly preview: unknown;
  readonly position: GeoPosition | null;
  /** The lines the trainer asked the person to say, oldest first. */
  readonly prompts: readonly string[];
}

const INITIAL: PlayedCallState = {
  phase: 'looking',
  offers: [],
  refusal: null,
  incident: null,
  chat: [],
  camera: null,
  location: null,
  preview: null,
  position: null,
  prompts: [],
};

export interface PlayedCallDeps {
  /** A new line to the consoles (each caller page has its own). */
  readonly openLine: () => CallerLine;
  readonly devices: CallerDevices;
  readonly clock: Clock;
}

/** How long the open consoles have to answer (they are tabs of this browser: a moment). */
export const FIND_WAIT_MS = 1_500;
/** A moving phone reports its position at most this often (the simulated caller's walk: every 5 s). */
export const LOCATION_EVERY_MS = 5_000;

/**
 * Training (demo only): a person plays the caller of a link the operator's console sent. start() asks the open
 * consoles for the link (or, without one, for every link they offer); the first console that has it is claimed, and
 * its simulated caller stands down. begin() does what the real caller page does once the caller agrees: the privacy
 * policy accepted, the camera and microphone asked for and streamed, the location asked for and followed. Chat goes
 * both ways; the operator's stop ends the call. After a reload of the operator's console the call is claimed again
 * and the camera sent again.
 */
export class PlayedCallFlow {
  private current: PlayedCallState = INITIAL;
  private readonly changes = new Emitter<PlayedCallState>();
  private readonly owned = new DisposableStore();
  private readonly call = new DisposableStore();
  private console: string | null = null;
  private camera: CallerCamera | null = null;
  private lastSent = -Infinity;
  private name = '';
  /** The camera goes again once the console that came back answers the claim. */
  private resend = false;
  private opened: CallerLine | null = null;

  constructor(
    private readonly deps: PlayedCallDeps,
    private readonly params: { readonly link: string | null },
  ) {}

  /** The line of this start (a new one after each dispose: a closed channel says nothing). */
  private get line(): CallerLine {
    this.opened ??= this.deps.openLine();
    return this.opened;
  }

  get state(): PlayedCallState {
    return this.current;
  }

  readonly onChange = this.changes.event;

  start(): void {
    this.owned.add(this.line.onEvent((event) => this.hear(event)));
    this.look();
  }

  /** Asks the consoles again (after "no console has this link", or for a fresh list). */
  look(): void {
    this.set({ ...INITIAL });
    this.line.find(this.params.link);
    const timer = this.deps.clock.setTimeout(() => {
      if (this.current.phase !== 'looking') return;
      this.set({ phase: this.params.link === null ? 'choosing' : 'missing' });
    }, FIND_WAIT_MS);
    this.owned.add(() => this.deps.clock.clear(timer));
  }

  /** The person agrees to the caller page's terms and starts: camera and microphone, then location. */
  async begin(name: string): Promise<void> {
    if (this.current.phase !== 'ready' || this.console === null || this.params.link === null) return;
    // Claimed under the name the person gave (the operator's chat shows it), the simulated caller's place kept.
    this.name = name.trim();
    if (this.name !== '') this.line.claim(this.console, this.params.link, this.name);
    this.line.report({ privacy_policy: true });
    this.set({ phase: 'live', camera: 'asking' });
    const camera = await this.deps.devices.openCamera();
    if (!this.inCall()) {
      camera?.stop();
      return;
    }
    this.camera = camera;
    this.line.report({ video: camera?.tracks.includes('video') ?? false, audio: camera?.tracks.includes('audio') ?? false });
    this.set({ camera: camera ? 'granted' : 'refused', preview: camera?.media ?? null, location: 'asking' });
    if (camera) await this.line.startVideo(camera.media, camera.tracks);
    this.call.add(
      this.deps.devices.watchPosition(
        (position) => this.located(position),
        () => {
          this.line.report({ local: false });
          this.set({ location: 'refused' });
        },
      ),
    );
  }

  say(body: string): void {
    if (body.trim() === '' || (this.current.phase !== 'ready' && this.current.phase !== 'live')) return;
    this.line.say(body.trim());
  }

  hangUp(): void {
    if (this.current.phase !== 'ready' && this.current.phase !== 'live') return;
    this.line.hangUp();
    this.stopDevices();
    this.set({ phase: 'hungUp' });
  }

  dispose(): void {
    if (this.current.phase === 'ready' || this.current.phase === 'live') this.line.hangUp();
    this.stopDevices();
    this.owned.clear();
    this.opened?.close();
    this.opened = null;
    this.console = null;
    this.current = INITIAL;
  }

  private hear(event: CallerLineEvent): void {
    switch (event.type) {
      case 'offers':
        return this.offered(event.console, event.offers);
      case 'claimed':
        this.console = event.console;
        // Once the console holds the call again: a video offered before would find no seat to play in.
        if (this.resend && this.camera) void this.line.startVideo(this.camera.media, this.camera.tracks);
        this.resend = false;
        return this.set({
          phase: this.current.phase === 'live' ? 'live' : 'ready',
          incident: event.incident,
          chat: event.chat,
        });
      case 'refused':
        this.stopDevices();
        return this.set({ phase: 'refused', refusal: event.reason });
      case 'chat':
        return this.set({ chat: [...this.current.chat, event.line] });
      case 'prompt':
        return this.set({ prompts: [...this.current.prompts, event.body] });
      case 'ended':
        if (this.current.phase !== 'ready' && this.current.phase !== 'live') return;
        this.stopDevices();
        return this.set({ phase: 'ended' });
      case 'console-ready':
        return this.reclaim(event.console);
    }
  }

  private offered(console: string, offers: readonly OfferedLink[]): void {
    const { link } = this.params;
    if (link === null) {
      if (this.current.phase !== 'looking' && this.current.phase !== 'choosing') return;
      return this.set({ offers: [...this.current.offers, ...offers] });
    }
    const mine = offers.find((offer) => offer.link === link);
    if (!mine || this.current.phase !== 'looking') return;
    if (mine.taken) return this.set({ phase: 'refused', refusal: 'taken' });
    this.console = console;
    this.line.claim(console, link, this.name);
  }

  /** The claimed console came back (the operator reloaded it): claim again, and send the camera again. */
  private reclaim(console: string): void {
    const { link } = this.params;
    if (console !== this.console || link === null) return;
    if (this.current.phase !== 'ready' && this.current.phase !== 'live') return;
    this.resend = this.camera !== null;
    this.line.claim(console, link, this.name);
  }

  private inCall(): boolean {
    return this.current.phase === 'live';
  }

  private located(position: GeoPosition): void {
    if (this.current.location !== 'granted') this.line.report({ local: true });
    this.set({ location: 'granted', position });
    const now = this.deps.clock.now();
    if (now - this.lastSent < LOCATION_EVERY_MS) return;
    this.lastSent = now;
    this.line.sendLocation(position);
  }

  private stopDevices(): void {
    this.call.clear();
    this.camera?.stop();
    this.camera = null;
    if (this.current.preview !== null) this.set({ preview: null });
  }

  private set(patch: Partial<PlayedCallState>): void {
    this.current = { ...this.current, ...patch };
    this.changes.fire(this.current);
  }
}

/** Makes the played call of a caller page (the link of its route, or none to list what the consoles offer). */
export class PlayedCallFactory {
  constructor(
    private readonly openLine: () => CallerLine,
    private readonly devices: CallerDevices,
    private readonly clock: Clock,
  ) {}

  create(link: string | null): PlayedCallFlow {
    return new PlayedCallFlow({ openLine: this.openLine, devices: this.devices, clock: this.clock }, { link });
  }
}
