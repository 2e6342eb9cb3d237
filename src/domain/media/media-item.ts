/** SPEC §3 Media item content types. */
export const MEDIA_TYPE_CONTENTS = ['image', 'video', 'file', 'cloudRecording'] as const;
export type MediaTypeContent = (typeof MEDIA_TYPE_CONTENTS)[number];

/** SPEC §3 Media item, as a server may send it (typeContent may hold an unexpected value). */
export interface MediaItem {
  readonly id?: string | number | null;
  readonly url?: string | null;
  readonly thumbnailUrl?: string | null;
  readonly typeContent?: MediaTypeContent | (string & {}) | null;
  readonly filename?: string | null;
  readonly originalIncidentId?: string | number | null;
}
