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

/** SPEC §2, §3: media items grouped into the carousel tabs by typeContent, order kept; null items skipped. */
export function groupMediaByTab(items: readonly (MediaItem | null | undefined)[] | null | undefined): MediaTabs {
  const tabs: Record<keyof MediaTabs, MediaItem[]> = { images: [], videos: [], files: [], cloudRecordings: [] };
  if (!Array.isArray(items)) return tabs;
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    tabs[mediaTab(item.typeContent)].push(item);
  }
  return tabs;
}
