import { isCollaboratorVideo } from './file-type';
import type { MediaItem, MediaTypeContent } from './media-item';

/** SPEC §2 Media carousel tabs, one per content type. */
export interface MediaTabs {
  readonly images: readonly MediaItem[];
  readonly videos: readonly MediaItem[];
  readonly files: readonly MediaItem[];
  readonly cloudRecordings: readonly MediaItem[];
}

const TAB_OF: Readonly<Record<MediaTypeContent, keyof MediaTabs>> = {
  image: 'images',
  video: 'videos',
  file: 'files',
  cloudRecording: 'cloudRecordings',
};

/** The tab of one typeContent (exact, case-insensitive); unknown or missing -> files. */
export function mediaTab(typeContent: unknown): keyof MediaTabs {
  if (typeof typeContent !== 'string') return 'files';
  const wanted = typeContent.trim().toLowerCase();
  const match = (Object.keys(TAB_OF) as MediaTypeContent[]).find((type) => type.toLowerCase() === wanted);
  return match ? TAB_OF[match] : 'files';
}

/**
 * The tab of one media item: by its typeContent, except that an item which would land in files but whose file name
 * (else URL) ends in a collaborator video extension is a video (SPEC §9: mp4, mov, avi, mkv).
 */
export function mediaItemTab(item: MediaItem): keyof MediaTabs {
  const tab = mediaTab(item.typeContent);
  return tab === 'files' && isCollaboratorVideo(item.filename ?? item.url) ? 'videos' : tab;
}

/**
 * SPEC §2, §3, §9: media items grouped into the carousel tabs (mediaItemTab), order kept; null items skipped.
 */
export function groupMediaByTab(items: readonly (MediaItem | null | undefined)[] | null | undefined): MediaTabs {
  const tabs: Record<keyof MediaTabs, MediaItem[]> = { images: [], videos: [], files: [], cloudRecordings: [] };
  if (!Array.isArray(items)) return tabs;
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    tabs[mediaItemTab(item)].push(item);
  }
  return tabs;
}
