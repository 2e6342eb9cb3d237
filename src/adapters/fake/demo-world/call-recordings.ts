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

/**
 * The demo server's recordings of its calls: what the simulated caller streamed, kept in this page's memory (a file
 * is too large for the tab's session storage) and listed on the incident as a cloud recording, as the video service
 * would leave one. After a reload the incident still names its recording but the file is gone, so it no longer plays.
 */
export class CallRecordings {
  private readonly files = new Map<string, RecordedMedia>();

  /** Keeps the file and adds it to the incident's media (a cloud recording named after the incident). */
  async keep(store: IncidentStore, tenantId: string, incidentId: string, media: RecordedMedia): Promise<MediaItem> {
    const taken = (await store.get(tenantId, incidentId))?.media?.filter((m) => m.typeContent === 'cloudRecording').length ?? 0;
    const extension = media.mimeType.includes('mp4') ? 'mp4' : 'webm';
    const filename = `call-${incidentId}-${taken + 1}.${extension}`;
    const url = `demo://recordings/${tenantId}/${incidentId}/${filename}`;
    this.files.set(url, media);
    return store.addMedia(tenantId, incidentId, { url, thumbnailUrl: null, typeContent: 'cloudRecording', filename });
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

/** Whether a demo address names a call this demo recorded (rather than a seeded recording). */
export function isCallRecording(url: string | null | undefined): boolean {
  return /^demo:\/\/recordings\/[^/]+\/[^/]+\/call-[^/]+-\d+\.(mp4|webm)$/.test(url ?? '');
}

/** One set of recordings per demo world: the simulated caller keeps them, the player reads them. */
export const callRecordings = onePerWorld(() => new CallRecordings());
