/**
 * What a recording's download is (SPEC §7 mp4 conversion): an mp4, unless the recording is a WebM that could not be
 * converted (a browser that records WebM only), which is offered as it is and named so.
 */
export type RecordingDownloadFormat = 'mp4' | 'webm';

export function recordingDownloadFormat(fileName: string | null | undefined): RecordingDownloadFormat {
  return /\.webm$/i.test((fileName ?? '').trim()) ? 'webm' : 'mp4';
}

/**
 * The downloaded file's name: the incident's id first (where the file came from, once it sits in a downloads
 * folder), then the recording's own name without its extension, each reduced to characters every file system takes.
 */
export function recordingDownloadName(
  incidentId: string | number,
  fileName: string | null | undefined,
  format: RecordingDownloadFormat,
): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  const base = safe((fileName ?? '').trim().replace(/\.[^.]*$/, ''));
  const id = safe(String(incidentId)) || 'unknown';
  return `incident-${id}${base ? `-${base}` : ''}.${format}`;
}
