import type { HttpClient } from './http-client';
import type { PredefinedDescriptionsGateway } from '../../application/ports/predefined-descriptions-gateway.port';
import type { PredefinedDescription } from '../../domain/admin/admin-entities';
import { parseAnswer } from './schemas/answer';
import { predefinedDescriptionList, predefinedDescriptionSchema } from './schemas/library.schema';

const segment = (value: string | number): string => encodeURIComponent(String(value));

/**
 * SPEC §7 /predefined-description over the shared HTTP client: GET (list), POST (create), PATCH /{id}, DELETE /{id}.
 * Assumed: create and update answer the saved description; a list answer may be paginated ({ items | data }). Every
 * description needs an id; its texts may be missing or null, not of another type (schemas/library.schema.ts).
 */
export class AxiosPredefinedDescriptions implements PredefinedDescriptionsGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<readonly PredefinedDescription[]> {
    const { data } = await this.http.get<unknown>('/predefined-description');
    return parseAnswer(predefinedDescriptionList, data);
  }

  async create(input: { readonly description: string; readonly descriptionOption: string }): Promise<PredefinedDescription> {
    const { data } = await this.http.post<unknown>('/predefined-description', {
      description: input.description,
      descriptionOption: input.descriptionOption,
    });
    return parseAnswer(predefinedDescriptionSchema, data);
  }

  async update(
    id: string | number,
    input: { readonly description?: string; readonly descriptionOption?: string },
  ): Promise<PredefinedDescription> {
    const body = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const { data } = await this.http.patch<unknown>(`/predefined-description/${segment(id)}`, body);
    return parseAnswer(predefinedDescriptionSchema, data);
  }

  async remove(id: string | number): Promise<void> {
    await this.http.delete(`/predefined-description/${segment(id)}`);
  }
}
