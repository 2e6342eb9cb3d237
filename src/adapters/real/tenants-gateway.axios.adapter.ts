import type { HttpClient } from './http-client';
import { GatewayError } from '../../application/ports/gateway-error';
import type { UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import type { TenantInput, TenantsGateway } from '../../application/ports/tenants-gateway.port';
import type { Tenant } from '../../domain/admin/admin-entities';
import { SIGNED_URL_VALIDITY_SECONDS } from '../../domain/shared/constants';
import { signedStorageUrl } from './files.axios.adapter';
import { parseAnswer } from './schemas/answer';
import { tenantList, tenantSchema } from './schemas/library.schema';
import { uploadOptions } from './upload-options';

type Id = string | number;

/**
 * SPEC §7 Tenants over HTTP: POST /tenant/filter (the filter object as the JSON body), GET /tenant/{id},
 * POST /tenant and POST /tenant/{id} (multipart: name, apiKey, totalAdminUsers, allowedIps as text, and the photo
 * file when one is given), DELETE /tenant/{id}.
 *
 * Responses (not shown by the spec; schemas/library.schema.ts): a list is a JSON array or an object holding it under
 * `data`; a tenant is an object with an id, whose name, apiKey, totalAdminUsers (number or numeric text), allowedIps
 * (text or a list of texts) and photo (the storage key or URL) may be missing or null but not of another type.
 * Anything else is GatewayError('invalid-response').
 *
 * photoUrl: the spec says a signed URL is used for the tenant photo. A photo the server already sends as an http(s)
 * URL (signed or public) is shown as it is; a storage key is signed by the backend with the storage call the file
 * library downloads use (ASSUMED_ENDPOINTS.fileSignedUrl, valid SIGNED_URL_VALIDITY_SECONDS): the console holds no
 * storage credentials to sign it in the browser.
 */
export class AxiosTenantsGateway implements TenantsGateway {
  constructor(private readonly http: HttpClient) {}

  async filter(filter: Record<string, unknown>): Promise<readonly Tenant[]> {
    const { data } = await this.http.post<unknown>('/tenant/filter', filter);
    return parseAnswer(tenantList, data);
  }

  async get(id: Id): Promise<Tenant> {
    const { data } = await this.http.get<unknown>(`/tenant/${segment(id)}`);
    return parseAnswer(tenantSchema, data);
  }

  async create(input: TenantInput, onProgress?: UploadProgress): Promise<Tenant> {
    const { data } = await this.http.post<unknown>('/tenant', tenantForm(input), uploadOptions(onProgress));
    return parseAnswer(tenantSchema, data);
  }

  async update(id: Id, input: TenantInput, onProgress?: UploadProgress): Promise<Tenant> {
    const { data } = await this.http.post<unknown>(`/tenant/${segment(id)}`, tenantForm(input), uploadOptions(onProgress));
    return parseAnswer(tenantSchema, data);
  }

  async remove(id: Id): Promise<void> {
    await this.http.delete(`/tenant/${segment(id)}`);
  }

  photoUrl(photoKey: string): Promise<string> {
    const key = photoKey.trim();
    if (/^https?:\/\//i.test(key)) return Promise.resolve(key);
    // An address of another scheme is no storage key, and nothing the console would show.
    if (key === '' || /^[a-z][a-z\d+.-]*:/i.test(key)) return Promise.reject(new GatewayError('not-found', 'not a storage key'));
    return signedStorageUrl(this.http, key, SIGNED_URL_VALIDITY_SECONDS);
  }
}

const segment = (id: Id): string => encodeURIComponent(String(id));

function tenantForm(input: TenantInput): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('apiKey', input.apiKey);
  form.append('totalAdminUsers', String(input.totalAdminUsers));
  form.append('allowedIps', input.allowedIps);
  if (input.photo) form.append('photo', input.photo, input.photo instanceof File ? input.photo.name : 'photo');
  return form;
}
