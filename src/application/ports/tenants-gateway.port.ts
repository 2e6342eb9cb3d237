import type { Tenant } from '../../domain/admin/admin-entities';
import type { UploadProgress } from './incidents-rest-gateway.port';

/** The fields of POST /tenant and POST /tenant/{id} (multipart, SPEC §7). */
export interface TenantInput {
  readonly name: string;
  readonly apiKey: string;
  readonly totalAdminUsers: number;
  readonly allowedIps: string;
  readonly photo?: Blob | null;
}

/** SPEC §7 Tenants. */
export interface TenantsGateway {
  /** POST /tenant/filter */
  filter(filter: Record<string, unknown>): Promise<readonly Tenant[]>;
  /** GET /tenant/{id} */
  get(id: string | number): Promise<Tenant>;
  /** POST /tenant; `onProgress` hears how much of the multipart body (the photo) went up, 0 to 1. */
  create(input: TenantInput, onProgress?: UploadProgress): Promise<Tenant>;
  /** POST /tenant/{id} */
  update(id: string | number, input: TenantInput, onProgress?: UploadProgress): Promise<Tenant>;
  /** DELETE /tenant/{id} */
  remove(id: string | number): Promise<void>;
  /** A signed URL for the tenant photo. */
  photoUrl(photoKey: string): Promise<string>;
}
export const TenantsGateway = Symbol.for('TenantsGateway');
