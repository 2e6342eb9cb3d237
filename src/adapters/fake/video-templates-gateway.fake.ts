import { GatewayError } from '../../application/ports/gateway-error';
import type { VideoTemplatesGateway } from '../../application/ports/video-templates-gateway.port';
import type { VideoTemplateFile } from '../../domain/incident/chat';
import type { DemoWorld } from './demo-world/demo-world';

type Template = VideoTemplateFile & Record<string, unknown> & { readonly id: string };

/** SPEC §7 /api/video-template for the caller's tenant: two seeded templates per tenant; CRUD, upload and download link. */
export class FakeVideoTemplatesGateway implements VideoTemplatesGateway {
  private readonly byTenant = new Map<string, Map<string, Template>>();
  private readonly uploads = new Map<string, number>();
  private nextId = 1;

  constructor(private readonly world: DemoWorld) {}

  list(): Promise<readonly VideoTemplateFile[]> {
    return this.world.answer(({ tenant }) => [...this.templates(tenant.id).values()]);
  }

  get(id: string | number): Promise<VideoTemplateFile> {
    return this.world.answer(({ tenant }) => this.find(tenant.id, id));
  }

  create(data: Record<string, unknown>): Promise<VideoTemplateFile> {
    return this.world.answer(({ tenant }) => {
      const template: Template = { ...data, id: String(this.nextId++) };
      this.templates(tenant.id).set(template.id, template);
      return template;
    });
  }

  update(id: string | number, data: Record<string, unknown>): Promise<VideoTemplateFile> {
    return this.world.answer(({ tenant }) => {
      const next: Template = { ...this.find(tenant.id, id), ...data, id: String(id) };
      this.templates(tenant.id).set(next.id, next);
      return next;
    });
  }

  remove(id: string | number): Promise<void> {
    return this.world.answer(({ tenant }) => {
      this.find(tenant.id, id);
      this.templates(tenant.id).delete(String(id));
    });
  }

  upload(id: string | number, file: Blob): Promise<void> {
    return this.world.answer(({ tenant }) => {
      this.find(tenant.id, id);
      this.uploads.set(`${tenant.id}/${String(id)}`, file.size);
    });
  }

  downloadLink(id: string | number): Promise<string> {
    return this.world.answer(({ tenant }) => {
      this.find(tenant.id, id);
      return `demo://video-templates/${tenant.id}/${String(id)}/template.mp4`;
    });
  }

  private templates(tenantId: string): Map<string, Template> {
    let map = this.byTenant.get(tenantId);
    if (!map) {
      map = new Map();
      for (const name of ['Welcome message', 'Safety instructions']) {
        const template: Template = { id: String(this.nextId++), name };
        map.set(template.id, template);
      }
      this.byTenant.set(tenantId, map);
    }
    return map;
  }

  private find(tenantId: string, id: string | number): Template {
    const template = this.templates(tenantId).get(String(id));
    if (!template) throw new GatewayError('not-found', 'Video template not found', 404);
    return template;
  }
}
