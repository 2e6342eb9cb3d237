import type { VideoTemplateFile } from '../../domain/incident/chat';

/** SPEC §7 Video template (/api/video-template). */
export interface VideoTemplatesGateway {
  list(): Promise<readonly VideoTemplateFile[]>;
  get(id: string | number): Promise<VideoTemplateFile>;
  create(data: Record<string, unknown>): Promise<VideoTemplateFile>;
  update(id: string | number, data: Record<string, unknown>): Promise<VideoTemplateFile>;
  remove(id: string | number): Promise<void>;
  /** POST /api/video-template/{id}/upload (multipart file) */
  upload(id: string | number, file: Blob): Promise<void>;
  /** GET /api/video-template/{id}/download-link (text) */
  downloadLink(id: string | number): Promise<string>;
}
export const VideoTemplatesGateway = Symbol.for('VideoTemplatesGateway');
