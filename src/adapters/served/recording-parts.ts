import type { RecordedMedia } from '../fake/demo-world/call-recordings';

/**
 * Where the served console's browser hands what it recorded of a call: its parts while it records (in order from 0,
 * each the pieces made since the part before), then the whole file when it stops, which the server keeps in the parts'
 * place. Both name the recording, so the server tells one recording's parts from another's.
 */
export interface RecordingKeeper {
  /** A part `durationMs` into the recording, made `agoMs` before it is sent (it may wait for the parts before it). */
  part(channel: string, recording: string, part: number, bytes: Blob, durationMs: number, agoMs: number): Promise<void>;
  whole(channel: string, recording: string, media: RecordedMedia, stoppedAgoMs: number): Promise<void>;
}

/** How much of a recording the browser holds before it sends it: what a page reloading mid-call loses at most. */
export const PART_MS = 3000;

/**
 * One recording sent in parts while it is made, so a call whose watching page reloads keeps what was recorded up to
 * then. Parts go one after another; a part that fails goes again with the next one (same number, its pieces first).
 */
export class RecordingInParts {
  readonly id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  private readonly pending: Blob[] = [];
  private sentParts = 0;
  private sentAt = 0;
  private sending: Promise<void> = Promise.resolve();
  private over = false;

  constructor(
    private readonly keeper: RecordingKeeper,
    private readonly channel: string,
    private readonly partMs = PART_MS,
  ) {}

  /** Whether any part reached the server (the recording is the call's then, even if it is stopped early). */
  get sent(): boolean {
    return this.sentParts > 0;
  }

  /** A piece the recorder made, `elapsedMs` into the recording: sent with the others once a part's worth is held. */
  chunk(bytes: Blob, mimeType: string, elapsedMs: number): void {
    if (this.over) return;
    this.pending.push(new Blob([bytes], { type: mimeType }));
    if (elapsedMs - this.sentAt < this.partMs) return;
    this.sentAt = elapsedMs;
    const madeAt = performance.now();
    this.sending = this.sending.then(() => this.sendPart(elapsedMs, madeAt));
  }

  /** The whole recording, once it stopped: sent after the parts, in their place. */
  whole(media: RecordedMedia, stoppedAgoMs: () => number): Promise<void> {
    this.over = true;
    this.sending = this.sending.then(() => this.keeper.whole(this.channel, this.id, media, stoppedAgoMs()));
    return this.sending;
  }

  /** No more parts (the recording is dropped): the parts already sent stay the call's. */
  stop(): void {
    this.over = true;
  }

  private async sendPart(elapsedMs: number, madeAt: number): Promise<void> {
    if (this.over && this.sentParts === 0) return;
    const pieces = this.pending.splice(0);
    if (pieces.length === 0) return;
    try {
      const bytes = new Blob(pieces, { type: pieces[0]?.type });
      await this.keeper.part(this.channel, this.id, this.sentParts, bytes, elapsedMs, Math.round(performance.now() - madeAt));
      this.sentParts++;
    } catch {
      this.pending.unshift(...pieces);
    }
  }
}
