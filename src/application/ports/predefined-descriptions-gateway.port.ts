import type { PredefinedDescription } from '../../domain/admin/admin-entities';

/** SPEC §7 /predefined-description. */
export interface PredefinedDescriptionsGateway {
  list(): Promise<readonly PredefinedDescription[]>;
  create(input: { readonly description: string; readonly descriptionOption: string }): Promise<PredefinedDescription>;
  update(
    id: string | number,
    input: { readonly description?: string; readonly descriptionOption?: string },
  ): Promise<PredefinedDescription>;
  remove(id: string | number): Promise<void>;
}
export const PredefinedDescriptionsGateway = Symbol.for('PredefinedDescriptionsGateway');
