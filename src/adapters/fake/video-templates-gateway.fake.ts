import type { UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import type { VideoTemplatesGateway } from '../../application/ports/video-templates-gateway.port';
import type { VideoTemplateFile } from '../../domain/incident/chat';
import { DemoFileUrls } from './demo-world/demo-file-urls';
import type { DemoWorld } from './demo-world/demo-world';
import { cityOfTenant } from './demo-world/incident-places';
import { KeptCollection } from './demo-world/kept-collection';
import { onePerWorld } from './demo-world/one-per-world';
import { uploadedFiles } from './demo-world/uploaded-files';
import { UPLOAD_PROGRESS_STEPS } from './incidents-rest-gateway.fake';

type Template = VideoTemplateFile & Record<string, unknown> & { readonly id: string; readonly fileName?: string | null };

const SEED: Readonly<Record<'en' | 'es', readonly (readonly [name: string, fileName: string | null])[]>> = {
  en: [
    ['Welcome message', 'welcome-message.mp4'],
    ['Safety instructions', null],
  ],
  es: [
    ['Mensaje de bienvenida', 'mensaje-bienvenida.mp4'],
    ['Instrucciones de seguridad', null],
  ],
};

const videoUrls = onePerWorld((world) => new DemoFileUrls(uploadedFiles(world)));
/** An uploaded video's storage key, under its organisation as the library's files are: ids need not be unique across them. */
const videoKey = (tenantId: string, id: string) => `${tenantId}/video-templates/${id}.mp4`;

/**
 * SPEC §7 /api/video-template for the caller's tenant: two seeded templates per tenant in its language (one with its
 * video); CRUD, upload (its progress in a few steps of the demo's latency) and the download link, kept in the tab's
 * memory across a reload (an uploaded video's bytes live while the page does).
 */
export class FakeVideoTemplatesGateway implements VideoTemplatesGateway {
  private readonly templates: KeptCollection<Template>;

  constructor(private readonly world: DemoWorld) {
    this.templates = new KeptCollection<Template>(world, 'video-templates', 'Video template', (tenant) =>
      SEED[cityOfTenant(tenant).language].map(([name, fileName]) => ({ name, fileName })),
    );
  }

  list(): Promise<readonly VideoTemplateFile[]> {
    return this.world.answer(({ tenant }) => [...this.templates.all(tenant.id)]);
  }

  get(id: string | number): Promise<VideoTemplateFile> {
    return this.world.answer(({ tenant }) => this.templates.find(tenant.id, id));
  }

  create(data: Record<string, unknown>): Promise<VideoTemplateFile> {
    return this.world.answer(({ tenant }) => this.templates.add(tenant.id, { fileName: null, ...data }));
  }

  update(id: string | number, data: Record<string, unknown>): Promise<VideoTemplateFile> {
    return this.world.answer(({ tenant }) => this.templates.replace(tenant.id, id, (current) => ({ ...current, ...data })));
  }

  remove(id: string | number): Promise<void> {
    return this.world.answer(({ tenant }) => {
      videoUrls(this.world).forget(videoKey(tenant.id, this.templates.remove(tenant.id, id).id));
    });
  }

  async upload(id: string | number, file: Blob, onProgress?: UploadProgress): Promise<void> {
    for (let step = 1; onProgress && step <= UPLOAD_PROGRESS_STEPS; step++) {
      await this.world.latency.wait();
      onProgress(step / UPLOAD_PROGRESS_STEPS);
    }
    return this.world.answer(({ tenant }) => {
      const fileName = file instanceof File && file.name.trim() !== '' ? file.name.trim() : 'template.mp4';
      const template = this.templates.replace(tenant.id, id, (current) => ({ ...current, fileName }));
      videoUrls(this.world).keep(videoKey(tenant.id, template.id), file);
    });
  }

  downloadLink(id: string | number): Promise<string> {
    return this.world.answer(({ tenant }) => {
      const template = this.templates.find(tenant.id, id);
      const expires = Math.floor(this.world.clock.now() / 1000) + 3600;
      return videoUrls(this.world).url(videoKey(tenant.id, template.id), String(template.name ?? ''), expires);
    });
  }
}
