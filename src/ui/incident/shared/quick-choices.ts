import { ResourceFacades } from '../../../application/admin/resource-facades';
import { PREDEFINED_DESCRIPTION } from '../../../domain/admin/resources/predefined-description';
import { descriptionChoices, type DescriptionChoice } from '../../../domain/incident/predefined-description';
import { ok, type Result } from '../../../domain/shared/result';
import type { Services } from '../../shared/services';

/** The tenant's quick choices an operator starts a description or a chat message from (a plain object in tests). */
export interface QuickChoices {
  read(): Promise<Result<readonly DescriptionChoice[], unknown>>;
  /** Hears the descriptions change (an administrator saved one): the choices are read again at once. */
  onChange?(listener: () => void): () => void;
}

/**
 * The quick choices as the predefined descriptions' facade reads them (SPEC §1, §3: trimmed, those without a label or
 * a text left out, domain descriptionChoices), following each change the facade makes.
 */
export function quickChoices(services: Services): QuickChoices {
  const descriptions = services.get(ResourceFacades).of(PREDEFINED_DESCRIPTION);
  return {
    read: async () => {
      const all = await descriptions.all({});
      return all.ok ? ok(descriptionChoices(all.value)) : all;
    },
    onChange: (listener) => descriptions.onChange(listener),
  };
}
