import { runInAction, when } from 'mobx';
import type { DownloadMp4Error } from '../../../application/incidents/download-mp4.use-case';
import type { PlayVideoHistoryError, PlayVideoHistoryInput } from '../../../application/incidents/play-video-history.use-case';
import type { MediaItem } from '../../../domain/media/media-item';
import { initialSeekSeconds, playbackPosition, type PlaybackPosition } from '../../../domain/media/video-playback';
import { recordingDownloadFormat, recordingDownloadName, type RecordingDownloadFormat } from '../../../domain/media/recording-download';
import type { Result } from '../../../domain/shared/result';
import { makeObservableExcept } from '../../shared/make-observable-except';
import type { Notice } from '../../../domain/shared/notice';
import { LoadedList, type IncidentListSource } from './loaded-list.model';

export interface VideoHistoryDeps {
  readonly listRecordings: IncidentListSource<MediaItem>;
  readonly play: {
    execute(input: PlayVideoHistoryInput): Promise<Result<{ readonly url: string }, PlayVideoHistoryError>>;
  };
  readonly downloadMp4: {
    execute(input: {
      readonly incidentId: string | number;
      readonly media: MediaItem;
    }): Promise<Result<{ readonly url: string }, DownloadMp4Error>>;
  };
  /** The address the player is given for a recording's address (null: the browser cannot play it). */
  readonly playable: (url: string) => Promise<string | null>;
  /** Saves the file at the address under the name (a download, not a page of its own). */
  readonly download: (url: string, fileName: string) => void;
  readonly notify: (notice: Notice) => void;
}

export interface VideoHistoryParams {
  readonly incidentId: string;
  /** Computed from the loaded permissions (SPEC §6); no query flag grants video history. */
  readonly hasAccess: boolean;
}

/** One entry of the clip list: the whole channel's recording, or one recorded file. */
export interface Clip {
  readonly key: string;
  /** The file name shown; null for the whole channel. */
  readonly name: string | null;
  readonly media: MediaItem | null;
}

export type PlayerSource =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly url: string }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'failed' };

const FULL_CHANNEL: Clip = { key: 'full-channel', name: null, media: null };

/**
 * SPEC §2, §4 video history of the incident view: the clip list (the whole channel, then each recorded video and cloud
 * recording), the selected clip's playable address, where playback starts (1266 s) and whether the position counts
 * as live (within 30 s of the end); SPEC §7, §8 mp4: convert a clip and download it, with a toast.
 */
export class VideoHistoryModel {
  selectedKey = FULL_CHANNEL.key;
  source: PlayerSource = { kind: 'idle' };
  position: PlaybackPosition = 'unknown';
  converting: string | null = null;
  /** The clips that answered they have no recording: the list no longer offers to play them. */
  unavailableKeys: readonly string[] = [];
  private readonly recordings: LoadedList<MediaItem>;
  private run = 0;

  constructor(
    private readonly deps: VideoHistoryDeps,
    private readonly params: VideoHistoryParams,
  ) {
    this.recordings = new LoadedList(deps.listRecordings, params.incidentId);
    makeObservableExcept(this, ['deps', 'params', 'run', 'recordings']);
  }

  /** The clips offered: the whole channel, then each recorded file, less those known to have no recording. */
  get clips(): readonly Clip[] {
    return this.allClips.filter((clip) => !this.unavailableKeys.includes(clip.key));
  }

  private get allClips(): readonly Clip[] {
    return [FULL_CHANNEL, ...this.recordings.items.map(clipOf)];
  }

  get listFailed(): boolean {
    return this.recordings.state === 'failed';
  }

  get selected(): Clip {
    return this.allClips.find((clip) => clip.key === this.selectedKey) ?? FULL_CHANNEL;
  }

  start(): void {
    this.run++;
    this.unavailableKeys = [];
    this.recordings.start();
    void this.select(FULL_CHANNEL.key);
  }

  async select(key: string): Promise<void> {
    const clip = this.allClips.find((c) => c.key === key) ?? FULL_CHANNEL;
    const run = this.run;
    this.selectedKey = clip.key;
    this.source = { kind: 'loading' };
    this.position = 'unknown';
    const answer = await this.deps.play.execute({
      incidentId: this.params.incidentId,
      fileName: clip.media?.filename ?? null,
      hasAccess: this.params.hasAccess,
    });
    const url = answer.ok ? await this.deps.playable(answer.value.url) : null;
    if (run !== this.run || this.selectedKey !== clip.key) return;
    const unavailable = !url && (answer.ok || answer.error.kind === 'unavailable' || answer.error.kind === 'no-access');
    runInAction(() => {
      if (url) this.source = { kind: 'ready', url };
      else this.source = unavailable ? { kind: 'unavailable' } : { kind: 'failed' };
      if (unavailable && !this.unavailableKeys.includes(clip.key)) this.unavailableKeys = [...this.unavailableKeys, clip.key];
    });
    if (unavailable && clip.key === FULL_CHANNEL.key) await this.playFirstRecording(run);
  }

  /** The whole channel, played first, has no recording: the first recorded file plays instead, once the list is in. */
  private async playFirstRecording(run: number): Promise<void> {
    await when(() => this.recordings.state !== 'loading');
    const first = this.clips[0];
    if (first && run === this.run && this.selectedKey === FULL_CHANNEL.key) await this.select(first.key);
  }

  /** The player read the recording's length: where playback starts (SPEC §4 default seek 1266 s; a shorter one from 0). */
  loaded(duration: number): number {
    const seek = initialSeekSeconds(duration);
    this.position = playbackPosition(seek, duration);
    return seek;
  }

  /** The player moved: live within 30 s of the end (SPEC §4). */
  moved(currentTime: number, duration: number): void {
    this.position = playbackPosition(currentTime, duration);
  }

  /** The player could not read the address it was given. */
  playbackFailed(): void {
    this.source = { kind: 'failed' };
  }

  /** What the clip's download is: an mp4, or the WebM a browser recorded that could not be converted. */
  formatOf(clip: Clip): RecordingDownloadFormat {
    return recordingDownloadFormat(clip.media?.filename);
  }

  /**
   * SPEC §7, §8: converts the clip to mp4 and downloads it, named after the incident, with a success toast (the
   * download is what keeps the file: a new tab showed it and left nothing); no mp4Url or a failed request toasts an
   * error. A WebM the browser recorded is downloaded as it is, and every word says WebM.
   */
  async convert(clip: Clip): Promise<void> {
    if (!clip.media || this.converting !== null) return;
    const run = this.run;
    this.converting = clip.key;
    const answer = await this.deps.downloadMp4.execute({ incidentId: this.params.incidentId, media: clip.media });
    const url = answer.ok ? await this.deps.playable(answer.value.url) : null;
    runInAction(() => {
      this.converting = null;
    });
    if (run !== this.run) return;
    const format = this.formatOf(clip);
    if (url) {
      this.deps.download(url, recordingDownloadName(this.params.incidentId, clip.media.filename, format));
      this.deps.notify({ kind: 'success', key: `incident_view.video.${format}_success` });
    } else {
      this.deps.notify({ kind: 'error', key: `incident_view.video.${format}_failed` });
    }
  }

  dispose(): void {
    this.run++;
    this.recordings.dispose();
  }
}

function clipOf(media: MediaItem, index: number): Clip {
  const name = media.filename?.trim() || null;
  return { key: `clip-${String(media.id ?? index)}`, name, media };
}
