import type { HttpClient } from './http-client';
import type { PredefinedDescriptionsGateway } from '../../application/ports/predefined-descriptions-gateway.port';
import type { PredefinedDescription } from '../../domain/incident/admin-entities';
import { id, isObject, str } from './incidents-read';
import { readRows } from './read-rows';
import { required } from './schemas/answer';

const segment = (value: string | number): string => encodeURIComponent(String(value));

/** One description: id, description, descriptionOption (null when missing or of another type). */
function readDescription(value: unknown): PredefinedDescription | null {
  if (!isObject(value)) return null;
  return { id: id(value.id), description: str(value.description), descriptionOption: str(value.descriptionOption) };
}

const requireDescription = required(readDescription);

/**
 * SPEC §7 /predefined-description over the shared HTTP client: GET (list), POST (create), PATCH /{id}, DELETE /{id}.
 * Assumed: create and update answer the saved description; a list answer may be paginated ({ items | data }).
 */
export class AxiosPredefinedDescriptions implements PredefinedDescriptionsGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<readonly PredefinedDescription[]> {
    const { data } = await this.http.get<unknown>('/predefined-description');
    return readRows(data, { wrappers: ['items', 'data'], emptyBodyIsEmpty: true }).map(requireDescription);
  }

  async create(input: { readonly description: string; readonly descriptionOption: string }): Promise<PredefinedDescription> {
    const { data } = await this.http.post<unknown>('/predefined-description', {
      description: input.description,
      descriptionOption: input.descriptionOption,
    });
    return requireDescription(data);
  }

  async update(
    id: string | number,
    input: { readonly description?: string; readonly descriptionOption?: string },
  ): Promise<PredefinedDescription> {
    const body = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const { data } = await this.http.patch<unknown>(`/predefined-description/${segment(id)}`, body);
    return requireDescription(data);
  }

  async remove(id: string | number): Promise<void> {
    await this.http.delete(`/predefined-description/${segment(id)}`);
  }
}
