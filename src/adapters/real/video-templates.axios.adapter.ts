import type { HttpClient } from './http-client';
import { GatewayError } from '../../application/ports/gateway-error';
import type { VideoTemplatesGateway } from '../../application/ports/video-templates-gateway.port';
import type { UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import type { VideoTemplateFile } from '../../domain/incident/chat';
import { parseAnswer } from './schemas/answer';
import { playUrl } from './schemas/incidents-rest.schema';
import { videoTemplateList, videoTemplateSchema } from './schemas/library.schema';
import { uploadOptions } from './upload-options';

const segment = (value: string | number): string => encodeURIComponent(String(value));

/**
 * SPEC §7 Video template (/api/video-template) over the shared HTTP client. Assumed: create and update send the data
 * as JSON and answer the saved template; upload sends the file as the multipart field `file`; download-link answers the
 * link as text (or { url | link }). A template needs an id; the rest is kept as sent (schemas/library.schema.ts).
 */
export class AxiosVideoTemplates implements VideoTemplatesGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<readonly VideoTemplateFile[]> {
    const { data } = await this.http.get<unknown>('/api/video-template');
    return parseAnswer(videoTemplateList, data);
  }

  async get(templateId: string | number): Promise<VideoTemplateFile> {
    const { data } = await this.http.get<unknown>(`/api/video-template/${segment(templateId)}`);
    return parseAnswer(videoTemplateSchema, data);
  }

  async create(data: Record<string, unknown>): Promise<VideoTemplateFile> {
    const { data: saved } = await this.http.post<unknown>('/api/video-template', data);
    return parseAnswer(videoTemplateSchema, saved);
  }

  async update(templateId: string | number, data: Record<string, unknown>): Promise<VideoTemplateFile> {
    const { data: saved } = await this.http.patch<unknown>(`/api/video-template/${segment(templateId)}`, data);
    return parseAnswer(videoTemplateSchema, saved);
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
    const link = parseAnswer(playUrl, data);
    if (link === null) throw new GatewayError('invalid-response');
    return link;
  }
}
