import { GatewayError } from '../../application/ports/gateway-error';
import type { UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import type { TenantInput, TenantsGateway } from '../../application/ports/tenants-gateway.port';
import type { Tenant } from '../../domain/admin/admin-entities';
import type { DemoAdminStore, DemoTenantRecord } from './demo-world/admin-store';
import type { DemoWorld } from './demo-world/demo-world';
import { svgImageDataUrl } from './demo-world/media-images';
import { uploadedFiles } from './demo-world/uploaded-files';
import { UPLOAD_PROGRESS_STEPS } from './incidents-rest-gateway.fake';

const tenantOf = (t: DemoTenantRecord): Tenant => ({ ...t });

/**
 * SPEC §7 Tenants over the demo world. The tenants screen belongs to the public tenant (SPEC §2 Sidebar): callers of
 * other tenants are refused (403), so a tenant never reads another's api key. Filter matches name and id (any case).
 */
export class FakeTenantsGateway implements TenantsGateway {
  private uploads = 0;

  constructor(
    private readonly world: DemoWorld,
    private readonly store: DemoAdminStore,
  ) {}

  filter(filter: Record<string, unknown>): Promise<readonly Tenant[]> {
    return this.answer(() => {
      const text = typeof filter.name === 'string' ? filter.name.trim().toLowerCase() : '';
      return this.store.tenants
        .filter((t) => text === '' || t.name.toLowerCase().includes(text) || t.id.toLowerCase().includes(text))
        .map(tenantOf);
    });
  }

  get(id: string | number): Promise<Tenant> {
    return this.answer(() => tenantOf(this.store.tenantRecord(id)));
  }

  async create(input: TenantInput, onProgress?: UploadProgress): Promise<Tenant> {
    await this.upload(input, onProgress);
    return this.answer(() => tenantOf(this.store.createTenant(this.fields(input, null))), true);
  }

  async update(id: string | number, input: TenantInput, onProgress?: UploadProgress): Promise<Tenant> {
    await this.upload(input, onProgress);
    return this.answer(() => {
      const current = this.store.tenantRecord(id);
      return tenantOf(this.store.updateTenant(id, this.fields(input, current.photo)));
    });
  }

  /** A photo goes up in a few steps of the demo's latency, each reported; a form without one has nothing to report. */
  private async upload(input: TenantInput, onProgress: UploadProgress | undefined): Promise<void> {
    if (!input.photo || !onProgress) return;
    for (let step = 1; step <= UPLOAD_PROGRESS_STEPS; step++) {
      await this.world.latency.wait();
      onProgress(step / UPLOAD_PROGRESS_STEPS);
    }
  }

  remove(id: string | number): Promise<void> {
    return this.answer(() => this.store.removeTenant(id), true);
  }

  /** The photo uploaded, else a generated picture named after the key (the demo loads nothing). */
  photoUrl(photoKey: string): Promise<string> {
    return this.answer(() => {
      const name = photoKey.replace(/^tenant-photos\//, '').replace(/(-\d+)?\.\w+$/, '');
      return uploadedFiles(this.world).urlOf(photoKey) ?? svgImageDataUrl(name, 'tenant photo', name.length * 37);
    });
  }

  private fields(input: TenantInput, photo: string | null): Omit<DemoTenantRecord, 'id'> {
    if (input.name.trim() === '' || input.apiKey.trim() === '') throw new GatewayError('server', 'name and apiKey are required', 400);
    return {
      name: input.name.trim(),
      apiKey: input.apiKey.trim(),
      totalAdminUsers: input.totalAdminUsers,
      allowedIps: input.allowedIps,
      photo: input.photo ? this.keep(input.name, input.photo) : photo,
    };
  }

  /**
   * Stores an uploaded photo under a new key (a new upload is a new key, as a storage bucket would name it; a world put
   * back from its file already holds some).
   */
  private keep(name: string, photo: Blob): string {
    const slug = name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    const files = uploadedFiles(this.world);
    let key = `tenant-photos/${slug}-${++this.uploads}.jpg`;
    while (files.has(key)) key = `tenant-photos/${slug}-${++this.uploads}.jpg`;
    files.keep(key, photo);
    return key;
  }

  /** The public tenant's section: 403 to other tenants and to accounts without its permission; some calls to super users only. */
  private answer<T>(work: () => T, superUserOnly = false): Promise<T> {
    return this.world.answerFor('tenants', (caller) => {
      if (superUserOnly) this.world.authorization.requireSuperUser(caller);
      return work();
    });
  }
}
