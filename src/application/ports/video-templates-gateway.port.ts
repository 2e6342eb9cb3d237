import type { VideoTemplateFile } from '../../domain/incident/chat';
import type { UploadProgress } from './incidents-rest-gateway.port';

/** SPEC §7 Video template (/api/video-template). */
export interface VideoTemplatesGateway {
  list(): Promise<readonly VideoTemplateFile[]>;
  get(id: string | number): Promise<VideoTemplateFile>;
  create(data: Record<string, unknown>): Promise<VideoTemplateFile>;
  update(id: string | number, data: Record<string, unknown>): Promise<VideoTemplateFile>;
  remove(id: string | number): Promise<void>;
  /** POST /api/video-template/{id}/upload (multipart file); `onProgress` hears how much went up, 0 to 1. */
  upload(id: string | number, file: Blob, onProgress?: UploadProgress): Promise<void>;
  /** GET /api/video-template/{id}/download-link (text) */
  downloadLink(id: string | number): Promise<string>;
}
export const VideoTemplatesGateway = Symbol.for('VideoTemplatesGateway');
