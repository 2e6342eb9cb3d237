import { GatewayError } from '../../application/ports/gateway-error';
import type { FilesGateway } from '../../application/ports/files-gateway.port';
import type { FileLibraryItem } from '../../domain/incident/admin-entities';
import type { DemoWorld } from './demo-world/demo-world';

const LIBRARY: readonly (readonly [file: string, description: string, option: string])[] = [
  ['emergency-protocol.pdf', 'Emergency response protocol', 'Protocol'],
  ['evacuation-map.png', 'Evacuation map of the central district', 'Map'],
  ['training-video.mp4', 'Operator training: first contact with a caller', 'Training'],
  ['contact-list.xlsx', 'Partner agencies contact list', 'Contacts'],
  ['hazard-signs.jpg', 'Hazard signs reference sheet', 'Reference'],
];

/**
 * SPEC §7 Other: the tenant's file library and signed download URLs. A demo signed URL is
 * `demo://files/<key>?expires=<epoch seconds when it stops working>` (now + the validity given).
 */
export class FakeFilesGateway implements FilesGateway {
  constructor(private readonly world: DemoWorld) {}

  list(): Promise<readonly FileLibraryItem[]> {
    return this.world.answer(({ tenant }) =>
      LIBRARY.map(([file, description, descriptionOption], i) => ({
        id: String(i + 1),
        s3Key: `${tenant.id}/library/${file}`,
        description,
        descriptionOption,
      })),
    );
  }

  signedDownloadUrl(s3Key: string, validitySeconds: number): Promise<string> {
    return this.world.answer(() => {
      const key = s3Key.trim();
      if (key === '') throw new GatewayError('not-found', 'The object key is empty', 404);
      const expires = Math.floor(this.world.clock.now() / 1000) + Math.max(0, Math.floor(validitySeconds));
      return `demo://files/${key.split('/').map(encodeURIComponent).join('/')}?expires=${expires}`;
    });
  }
}
