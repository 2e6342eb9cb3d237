import type { AxiosRequestConfig } from 'axios';
import type { UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import { uploadFraction } from './incidents-rest.axios.adapter';

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
