import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import type { UploadProgress } from '../../application/ports/incidents-rest-gateway.port';

/**
 * axios upload progress as the port's fraction (0 to 1): `progress` when axios computed it, else loaded/total;
 * null when the total size is unknown (the event is then not reported).
 */
export function uploadFraction(event: Pick<AxiosProgressEvent, 'loaded' | 'total' | 'progress'>): number | null {
  const fromRatio = typeof event.progress === 'number' && Number.isFinite(event.progress) ? event.progress : null;
  const fromBytes = typeof event.total === 'number' && event.total > 0 && Number.isFinite(event.loaded) ? event.loaded / event.total : null;
  const fraction = fromRatio ?? fromBytes;
  return fraction === null ? null : Math.min(1, Math.max(0, fraction));
}

/** A multipart upload's request options when the caller listens: its progress as the port's fraction, and no timeout (a large file takes its time). */
export function uploadOptions(onProgress: UploadProgress | undefined): AxiosRequestConfig {
  if (!onProgress) return {};
  return {
    timeout: 0,
    onUploadProgress: (event) => {
      const fraction = uploadFraction(event);
      if (fraction !== null) onProgress(fraction);
    },
  };
}
