import type { HttpClient } from './http-client';
import type { FilesGateway, LibraryFileUpload } from '../../application/ports/files-gateway.port';
import type { UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import type { FileLibraryItem } from '../../domain/admin/admin-entities';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { parseAnswer } from './schemas/answer';
import { fileItemList, fileItemSchema } from './schemas/library.schema';
import { signedStorageUrl } from './signed-storage-url';
import { uploadOptions } from './upload-options';

const segment = (value: string | number): string => encodeURIComponent(String(value));

/**
 * SPEC §7 Other: the tenant's file library and signed download URLs, over the shared HTTP client. SPEC §7 shows no
 * path for any of these calls: every one is an assumed endpoint (ASSUMED_ENDPOINTS files, file, fileSignedUrl).
 */
export class AxiosFilesGateway implements FilesGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<readonly FileLibraryItem[]> {
    const { data } = await this.http.get<unknown>(ASSUMED_ENDPOINTS.files);
    return parseAnswer(fileItemList, data);
  }

  signedDownloadUrl(s3Key: string, validitySeconds: number): Promise<string> {
    return signedStorageUrl(this.http, s3Key, validitySeconds);
  }

  async upload(input: LibraryFileUpload, onProgress?: UploadProgress): Promise<FileLibraryItem> {
    const form = new FormData();
    form.append('file', input.file, input.fileName);
    form.append('description', input.description);
    form.append('descriptionOption', input.descriptionOption);
    const { data } = await this.http.post<unknown>(ASSUMED_ENDPOINTS.files, form, uploadOptions(onProgress));
    return parseAnswer(fileItemSchema, data);
  }

  async update(
    fileId: string | number,
    input: { readonly description: string; readonly descriptionOption: string },
  ): Promise<FileLibraryItem> {
    const { data } = await this.http.patch<unknown>(ASSUMED_ENDPOINTS.file(segment(fileId)), {
      description: input.description,
      descriptionOption: input.descriptionOption,
    });
    return parseAnswer(fileItemSchema, data);
  }

  async remove(fileId: string | number): Promise<void> {
    await this.http.delete(ASSUMED_ENDPOINTS.file(segment(fileId)));
  }
}
