/** SPEC §7 Other: the download type read from a file extension. */
export type DownloadFileType = 'pdf' | 'video' | 'image' | 'unknown';

/** Longest extension considered; anything longer is not an extension. */
const MAX_EXTENSION = 10;

/**
 * The lowercase extension of a file name or URL, or '' when there is none. Query string and fragment are
 * ignored, only the last path segment counts, and a leading dot alone ('.png', a hidden file) is no extension.
 */
export function fileExtension(nameOrUrl: string | null | undefined): string {
  if (typeof nameOrUrl !== 'string') return '';
  let end = nameOrUrl.length;
  const query = nameOrUrl.indexOf('?');
  const hash = nameOrUrl.indexOf('#');
  if (query >= 0) end = query;
  if (hash >= 0 && hash < end) end = hash;
  const path = nameOrUrl.slice(0, end).trim();
  const segment = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = segment.lastIndexOf('.');
  if (dot <= 0) return '';
  const extension = segment.slice(dot + 1).toLowerCase();
  return extension.length <= MAX_EXTENSION ? extension : '';
}

const DOWNLOAD_TYPES: Readonly<Record<string, DownloadFileType>> = {
  pdf: 'pdf',
  mov: 'video',
  mp4: 'video',
  gif: 'image',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
};

/** SPEC §7 Other: pdf; mov/mp4 video; gif/png/jpg/jpeg image; else (or no extension) unknown. Case-insensitive. */
export function downloadFileType(nameOrUrl: string | null | undefined): DownloadFileType {
  const extension = fileExtension(nameOrUrl);
  return (Object.hasOwn(DOWNLOAD_TYPES, extension) ? DOWNLOAD_TYPES[extension] : undefined) ?? 'unknown';
}

/** SPEC §9: collaborator media extensions treated as video. */
export const COLLABORATOR_VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'mkv'] as const;

/** SPEC §9: is a collaborator's media file a video (extension mp4, mov, avi or mkv)? */
export function isCollaboratorVideo(nameOrUrl: string | null | undefined): boolean {
  return (COLLABORATOR_VIDEO_EXTENSIONS as readonly string[]).includes(fileExtension(nameOrUrl));
}
