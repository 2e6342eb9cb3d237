import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import type { MediaItem } from '../../../domain/media/media-item';
import type { IncidentStore } from './incident-store';
import { onePerWorld } from './one-per-world';

/** What the browser recorded of a demo call: the file and its type (an mp4 where the browser can, else a WebM). */
export interface RecordedMedia {
  readonly blob: Blob;
  readonly mimeType: string;
  /** How long the recording lasts (ms), where the recorder told. */
  readonly durationMs?: number;
  /** When the recording stopped, on the world's clock (epoch ms), where the keeper told (the server does). */
  readonly endedAt?: number;
}

/** A recording still being made, kept part by part: where it is kept and the part that comes next. */
interface Growing {
  readonly url: string;
  readonly item: MediaItem;
  next: number;
}

/**
 * The demo server's recordings of its calls: what the simulated caller streamed, kept in this page's memory (a file
 * is too large for the tab's session storage) and listed on the incident as a cloud recording, as the video service
 * would leave one. After a reload the incident still names its recording but the file is gone, so it no longer plays.
 *
 * A recording may also arrive in parts while it is made (the served console's browser sends what it recorded every
 * few seconds), so a call whose watching page reloads keeps what was recorded up to then: the first part names the
 * recording, each next part is added to its end, and the whole file, sent when the recording stops, takes the parts'
 * place.
 */
export class CallRecordings {
  private readonly files = new Map<string, RecordedMedia>();
  private readonly growing = new Map<string, Growing>();
  private readonly changes = new Emitter<string>();

  /** Keeps the file and adds it to the incident's media (a cloud recording named after the incident). */
  async keep(store: IncidentStore, tenantId: string, incidentId: string, media: RecordedMedia): Promise<MediaItem> {
    const taken = (await store.get(tenantId, incidentId))?.media?.filter((m) => m.typeContent === 'cloudRecording').length ?? 0;
    const extension = media.mimeType.includes('mp4') ? 'mp4' : 'webm';
    const filename = `call-${incidentId}-${taken + 1}.${extension}`;
    const url = `demo://recordings/${tenantId}/${incidentId}/${filename}`;
    this.files.set(url, media);
    const item = await store.addMedia(tenantId, incidentId, { url, thumbnailUrl: null, typeContent: 'cloudRecording', filename });
    this.changes.fire(url);
    return item;
  }

  /**
   * One part of the recording `key` (unique to the recording within its incident), in order from 0: the first is kept
   * as a new recording of the incident, each next one is added to its end (its length and end are the part's). Null
   * for a part out of order (the caller sends again from the part expected).
   */
  async keepPart(
    store: IncidentStore,
    tenantId: string,
    incidentId: string,
    key: string,
    part: number,
    media: RecordedMedia,
  ): Promise<MediaItem | null> {
    const id = `${tenantId}/${incidentId}/${key}`;
    const growing = this.growing.get(id);
    if (part === 0 && !growing) {
      const item = await this.keep(store, tenantId, incidentId, media);
      this.growing.set(id, { url: item.url ?? '', item, next: 1 });
      return item;
    }
    const kept = growing ? this.files.get(growing.url) : undefined;
    if (!growing || !kept || part !== growing.next) return null;
    growing.next++;
    this.files.set(growing.url, { ...kept, blob: new Blob([kept.blob, media.blob], { type: kept.mimeType }), ...timingOf(media) });
    this.changes.fire(growing.url);
    return growing.item;
  }

  /**
   * The whole recording `key`, sent when it stopped: it takes the place of its parts (same name), or is kept as a new
   * recording when no part of it came.
   */
  async keepWhole(store: IncidentStore, tenantId: string, incidentId: string, key: string, media: RecordedMedia): Promise<MediaItem> {
    const id = `${tenantId}/${incidentId}/${key}`;
    const growing = this.growing.get(id);
    if (!growing) return this.keep(store, tenantId, incidentId, media);
    this.growing.delete(id);
    this.files.set(growing.url, media);
    this.changes.fire(growing.url);
    return growing.item;
  }

  /** A recording was kept, or grew (its address). */
  onChange(listener: (url: string) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  /** Every file kept, by its address (what a server saves with its world). */
  all(): ReadonlyMap<string, RecordedMedia> {
    return this.files;
  }

  /** Puts back a file kept before (a server's world read from its file); only a call recording's address is taken. */
  restore(url: string, media: RecordedMedia): void {
    if (isCallRecording(url)) this.files.set(url, media);
  }

  /** The file kept at a call recording's address (none after a reload of the page). */
  fileAt(url: string): RecordedMedia | null {
    return this.files.get(url) ?? null;
  }
}

function timingOf(media: RecordedMedia): Pick<RecordedMedia, 'durationMs' | 'endedAt'> {
  return {
    ...(media.durationMs === undefined ? {} : { durationMs: media.durationMs }),
    ...(media.endedAt === undefined ? {} : { endedAt: media.endedAt }),
  };
}

/** Whether a demo address names a call this demo recorded (rather than a seeded recording). */
export function isCallRecording(url: string | null | undefined): boolean {
  return /^demo:\/\/recordings\/[^/]+\/[^/]+\/call-[^/]+-\d+\.(mp4|webm)$/.test(url ?? '');
}

/** One set of recordings per demo world: the simulated caller keeps them, the player reads them. */
export const callRecordings = onePerWorld(() => new CallRecordings());
