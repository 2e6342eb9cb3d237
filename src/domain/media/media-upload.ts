import { downloadFileType, isCollaboratorVideo } from './file-type';
import type { MediaItem } from './media-item';

export type MediaUploadKind = 'photo' | 'video';

/** SPEC §7 addphoto / addvideo: gif/png/jpg/jpeg upload as a photo, mp4/mov/avi/mkv as a video, anything else not at all. */
export function mediaUploadKind(fileName: string): MediaUploadKind | null {
  if (downloadFileType(fileName) === 'image') return 'photo';
  if (downloadFileType(fileName) === 'video' || isCollaboratorVideo(fileName)) return 'video';
  return null;
}

/** SPEC §4 video history lists the recorded media: videos and cloud recordings. */
export function isRecording(media: MediaItem): boolean {
  return media.typeContent === 'video' || media.typeContent === 'cloudRecording';
}

/** Upload progress as shown: clamped to 0..1 and never going back; null when the report adds nothing new. */
export function nextUploadProgress(reached: number, fraction: number): number | null {
  const clamped = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  if (clamped <= reached && !(clamped === 0 && reached === 0)) return null;
  return clamped;
}

/** Upload progress as a listener hears it: only the reports that move forward (`nextUploadProgress`), and how far it got. */
export interface ForwardProgress {
  readonly reached: number;
  report(fraction: number): void;
}

export function forwardProgress(listener: ((fraction: number) => void) | undefined): ForwardProgress {
  let reached = 0;
  return {
    get reached() {
      return reached;
    },
    report(fraction: number) {
      const next = nextUploadProgress(reached, fraction);
      if (next === null) return;
      reached = next;
      listener?.(next);
    },
  };
}
