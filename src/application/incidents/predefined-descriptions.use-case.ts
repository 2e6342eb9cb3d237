import type { PredefinedDescription } from '../../domain/incident/admin-entities';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { PredefinedDescriptionsGateway } from '../ports/predefined-descriptions-gateway.port';
import { saveFailed, SOMETHING_IS_WRONG, type SaveFailed, type WarningDialog } from './incident-failures';

/** A quick choice of the create form: the label (descriptionOption) and the text it puts in the description. */
export interface DescriptionChoice {
  readonly id: string;
  readonly label: string;
  readonly description: string;
}

export type PredefinedDescriptionInvalid = {
  readonly kind: 'invalid';
  readonly field: 'description' | 'descriptionOption';
  readonly key: 'predefined_description.required';
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * SPEC §1, §3, §7 predefined descriptions: the create form's quick choices (blank entries skipped) and the admin
 * screen's list, create, update and delete (blank fields refused before any call; server errors as SPEC §8 save failures).
 */
export class PredefinedDescriptionsUseCase {
  constructor(
    private readonly gateway: PredefinedDescriptionsGateway,
    private readonly logger: Logger,
  ) {}

  async quickChoices(): Promise<Result<readonly DescriptionChoice[], WarningDialog>> {
    const all = await this.list();
    if (!all.ok) return all;
    return ok(
      all.value
        .map((d) => ({ id: text(String(d.id ?? '')), label: text(d.descriptionOption), description: text(d.description) }))
        .filter((c) => c.label !== '' && c.description !== ''),
    );
  }

  async list(): Promise<Result<readonly PredefinedDescription[], WarningDialog>> {
    try {
      return ok(await this.gateway.list());
    } catch (error) {
      this.logger.warning('predefined descriptions could not be loaded', { error: error instanceof Error ? error.message : String(error) });
      return err(SOMETHING_IS_WRONG);
    }
  }

  async create(input: {
    readonly description: string;
    readonly descriptionOption: string;
  }): Promise<Result<PredefinedDescription, PredefinedDescriptionInvalid | SaveFailed>> {
    const invalid = this.check(input, true);
    if (invalid) return err(invalid);
    try {
      return ok(await this.gateway.create({ description: text(input.description), descriptionOption: text(input.descriptionOption) }));
    } catch (error) {
      return err(saveFailed(error));
    }
  }

  async update(
    id: string | number,
    input: { readonly description?: string; readonly descriptionOption?: string },
  ): Promise<Result<PredefinedDescription, PredefinedDescriptionInvalid | SaveFailed>> {
    const invalid = this.check(input, false);
    if (invalid) return err(invalid);
    try {
      return ok(
        await this.gateway.update(id, {
          ...(input.description !== undefined ? { description: text(input.description) } : {}),
          ...(input.descriptionOption !== undefined ? { descriptionOption: text(input.descriptionOption) } : {}),
        }),
      );
    } catch (error) {
      return err(saveFailed(error));
    }
  }

  async remove(id: string | number): Promise<Result<void, SaveFailed>> {
    try {
      await this.gateway.remove(id);
      return ok(undefined);
    } catch (error) {
      return err(saveFailed(error));
    }
  }

  private check(
    input: { readonly description?: string; readonly descriptionOption?: string },
    required: boolean,
  ): PredefinedDescriptionInvalid | null {
    for (const field of ['descriptionOption', 'description'] as const) {
      const value = input[field];
      if ((required || value !== undefined) && text(value) === '')
        return { kind: 'invalid', field, key: 'predefined_description.required' };
    }
    return null;
  }
}
