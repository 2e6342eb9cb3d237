import type { HttpClient } from './http-client';
import { GatewayError } from '../../application/ports/gateway-error';
import type { VideoTemplatesGateway } from '../../application/ports/video-templates-gateway.port';
import type { UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import type { VideoTemplateFile } from '../../domain/incident/chat';
import { id, isObject } from './incidents-read';
import { required } from './schemas/answer';
import { uploadOptions } from './upload-options';

const segment = (value: string | number): string => encodeURIComponent(String(value));

/**
 * A template as the server sends it. SPEC §3 shows only its id, so the other fields are kept as sent (the admin screen
 * shows what it knows); the id is kept only when it is a string or a number.
 */
function readTemplate(value: unknown): VideoTemplateFile | null {
  if (!isObject(value)) return null;
  return { ...value, id: id(value.id) };
}

const requireTemplate = required(readTemplate);

/**
 * SPEC §7 Video template (/api/video-template) over the shared HTTP client. Assumed: create and update send the data
 * as JSON and answer the saved template; upload sends the file as the multipart field `file`; download-link answers the
 * link as text (or { url | link }).
 */
export class AxiosVideoTemplates implements VideoTemplatesGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<readonly VideoTemplateFile[]> {
    const { data } = await this.http.get<unknown>('/api/video-template');
    if (data === '' || data === null || data === undefined) return [];
    if (!Array.isArray(data)) throw new GatewayError('invalid-response');
    return data.map(readTemplate).filter((t): t is VideoTemplateFile => t !== null);
  }

  async get(templateId: string | number): Promise<VideoTemplateFile> {
    const { data } = await this.http.get<unknown>(`/api/video-template/${segment(templateId)}`);
    return requireTemplate(data);
  }

  async create(data: Record<string, unknown>): Promise<VideoTemplateFile> {
    const { data: saved } = await this.http.post<unknown>('/api/video-template', data);
    return requireTemplate(saved);
  }

  async update(templateId: string | number, data: Record<string, unknown>): Promise<VideoTemplateFile> {
    const { data: saved } = await this.http.patch<unknown>(`/api/video-template/${segment(templateId)}`, data);
    return requireTemplate(saved);
  }

  async remove(templateId: string | number): Promise<void> {
    await this.http.delete(`/api/video-template/${segment(templateId)}`);
  }

  async upload(templateId: string | number, file: Blob, onProgress?: UploadProgress): Promise<void> {
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'template');
    await this.http.post(`/api/video-template/${segment(templateId)}/upload`, form, { ...uploadOptions(onProgress), timeout: 0 });
  }

  async downloadLink(templateId: string | number): Promise<string> {
    const { data } = await this.http.get<unknown>(`/api/video-template/${segment(templateId)}/download-link`);
    const value = isObject(data) ? [data.url, data.link].find((v) => typeof v === 'string') : data;
    if (typeof value !== 'string' || value.trim() === '') throw new GatewayError('invalid-response');
    return value.trim();
  }
}
