import { GatewayError } from '../../application/ports/gateway-error';
import type { FilesGateway, LibraryFileUpload } from '../../application/ports/files-gateway.port';
import type { UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import type { FileLibraryItem } from '../../domain/admin/admin-entities';
import { DemoFileUrls } from './demo-world/demo-file-urls';
import type { DemoWorld } from './demo-world/demo-world';
import { cityOfTenant } from './demo-world/incident-places';
import { KeptCollection } from './demo-world/kept-collection';
import { onePerWorld } from './demo-world/one-per-world';
import { uploadedFiles } from './demo-world/uploaded-files';
import { UPLOAD_PROGRESS_STEPS } from './incidents-rest-gateway.fake';
import { checked } from './predefined-descriptions.demo';

/** The seeded library: each file with its description and label in English and in Spanish. */
const LIBRARY: readonly (readonly [file: string, en: readonly [string, string], es: readonly [string, string]])[] = [
  ['emergency-protocol.pdf', ['Emergency response protocol', 'Protocol'], ['Protocolo de respuesta a emergencias', 'Protocolo']],
  ['evacuation-map.png', ['Evacuation map of the central district', 'Map'], ['Mapa de evacuación del centro', 'Mapa']],
  [
    'training-video.mp4',
    ['Operator training: first contact with a caller', 'Training'],
    ['Capacitación: primer contacto con la persona que llama', 'Capacitación'],
  ],
  ['contact-list.xlsx', ['Partner agencies contact list', 'Contacts'], ['Contactos de las agencias aliadas', 'Contactos']],
  ['hazard-signs.jpg', ['Hazard signs reference sheet', 'Reference'], ['Hoja de referencia de señales de peligro', 'Referencia']],
];

type StoredFile = Required<Omit<FileLibraryItem, 'id'>> & { readonly id: string; readonly s3Key: string };

/** The demo's stored objects' URLs: one per world, so files and their previews share the uploads. */
const fileUrls = onePerWorld((world) => new DemoFileUrls(uploadedFiles(world)));

/**
 * SPEC §7 Other: the tenant's file library (five seeded files in the tenant's language), signed download URLs, and the
 * assumed upload, edit and delete. The library is kept in the tab's memory across a reload; an uploaded file's bytes
 * are kept with the world's uploads. The upload reports its progress in a few steps of the demo's latency. A demo signed URL
 * says when it stops working (now + the validity given); blank texts are refused (400) and texts over 255 characters
 * as the database does.
 */
export class FakeFilesGateway implements FilesGateway {
  private readonly files: KeptCollection<StoredFile>;

  constructor(private readonly world: DemoWorld) {
    this.files = new KeptCollection<StoredFile>(world, 'files', 'File', (tenant) =>
      LIBRARY.map(([file, en, es]) => {
        const [description, descriptionOption] = cityOfTenant(tenant).language === 'es' ? es : en;
        return { s3Key: `${tenant}/library/${file}`, description, descriptionOption };
      }),
    );
  }

  list(): Promise<readonly FileLibraryItem[]> {
    return this.world.answer(({ tenant }) => [...this.files.all(tenant.id)]);
  }

  signedDownloadUrl(s3Key: string, validitySeconds: number): Promise<string> {
    return this.world.answer(({ tenant }) => {
      const key = s3Key.trim();
      if (key === '') throw new GatewayError('not-found', 'The object key is empty', 404);
      const expires = Math.floor(this.world.clock.now() / 1000) + Math.max(0, Math.floor(validitySeconds));
      const title = this.files.all(tenant.id).find((f) => f.s3Key === key)?.description ?? key;
      return fileUrls(this.world).url(key, title, expires);
    });
  }

  async upload(input: LibraryFileUpload, onProgress?: UploadProgress): Promise<FileLibraryItem> {
    for (let step = 1; onProgress && step <= UPLOAD_PROGRESS_STEPS; step++) {
      await this.world.latency.wait();
      onProgress(step / UPLOAD_PROGRESS_STEPS);
    }
    return this.world.answer(({ tenant }) => {
      const texts = checked(input.description, input.descriptionOption);
      const name = input.fileName.trim().replace(/[/\\]/g, '_');
      if (name === '' || input.file.size === 0) throw new GatewayError('server', 'file should not be empty', 400);
      const taken = new Set(this.files.all(tenant.id).map((f) => f.s3Key));
      let s3Key = `${tenant.id}/library/${name}`;
      for (let n = 2; taken.has(s3Key); n++) s3Key = `${tenant.id}/library/${n}-${name}`;
      fileUrls(this.world).keep(s3Key, input.file);
      return this.files.add(tenant.id, { s3Key, ...texts });
    });
  }

  update(id: string | number, input: { readonly description: string; readonly descriptionOption: string }): Promise<FileLibraryItem> {
    return this.world.answer(({ tenant }) =>
      this.files.replace(tenant.id, id, (current) => ({ s3Key: current.s3Key, ...checked(input.description, input.descriptionOption) })),
    );
  }

  remove(id: string | number): Promise<void> {
    return this.world.answer(({ tenant }) => {
      fileUrls(this.world).forget(this.files.remove(tenant.id, id).s3Key);
    });
  }
}
