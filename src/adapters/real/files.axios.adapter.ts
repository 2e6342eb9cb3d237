import type { AxiosInstance } from 'axios';
import type { FilesGateway } from '../../application/ports/files-gateway.port';
import { GatewayError } from '../../application/ports/gateway-error';
import type { FileLibraryItem } from '../../domain/incident/admin-entities';
import { id, isObject, str } from './incidents-read';
import { readRows } from './read-rows';

/**
 * SPEC §7 Other: the tenant's file library and signed download URLs, over the shared HTTP client.
 *
 * SPEC §7 shows no path for either call and says the original console signed cloud-storage URLs in the browser with
 * storage credentials from its environment. Shipping storage secrets in a browser bundle is not acceptable, so this
 * adapter asks the backend instead. Assumed endpoints: GET /files (a list of { id, s3Key, description,
 * descriptionOption }, or a paginated { items | data }), and GET /files/signed-url?key={s3Key}&expiresIn={seconds}
 * (the URL as text, or { url | signedUrl }).
 */
export class AxiosFilesGateway implements FilesGateway {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<readonly FileLibraryItem[]> {
    const { data } = await this.http.get<unknown>('/files');
    return readRows(data, { wrappers: ['items', 'data'], emptyBodyIsEmpty: true }).map((row) => ({
      id: id(row.id),
      s3Key: str(row.s3Key),
      description: str(row.description),
      descriptionOption: str(row.descriptionOption),
    }));
  }

  async signedDownloadUrl(s3Key: string, validitySeconds: number): Promise<string> {
    const { data } = await this.http.get<unknown>('/files/signed-url', {
      params: { key: s3Key, expiresIn: Math.max(0, Math.floor(validitySeconds)) },
    });
    const value = isObject(data) ? [data.url, data.signedUrl].find((v) => typeof v === 'string') : data;
    if (typeof value !== 'string' || value.trim() === '') throw new GatewayError('invalid-response');
    return value.trim();
  }
}
