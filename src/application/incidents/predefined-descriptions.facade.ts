import type { PredefinedDescription } from '../../domain/admin/admin-entities';
import {
  validatePredefinedDescription,
  type PredefinedDescriptionFields,
  type PredefinedDescriptionInvalid,
} from '../../domain/incident/predefined-description';
import type { Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { PredefinedDescriptionsGateway } from '../ports/predefined-descriptions-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import type { PredefinedDescriptionsChanges } from './predefined-descriptions-changes';
import { predefinedDescriptionsList } from './predefined-descriptions-list';

type Id = string | number;

/**
 * SPEC §1, §3, §7 the predefined descriptions' admin screen: list, create, update and delete (blank fields refused
 * before any call; refusals carry the server's message for the SPEC §8 save-failure dialog). Each change that went
 * through is announced (PredefinedDescriptionsChanges).
 */
export class PredefinedDescriptionsFacade {
  constructor(
    private readonly gateway: PredefinedDescriptionsGateway,
    private readonly logger: Logger,
    private readonly changes: Pick<PredefinedDescriptionsChanges, 'changed'>,
  ) {}

  list(): Promise<Result<readonly PredefinedDescription[], CallFailure>> {
    return predefinedDescriptionsList(this.gateway, this.logger);
  }

  create(input: {
    readonly description: string;
    readonly descriptionOption: string;
  }): Promise<Result<PredefinedDescription, PredefinedDescriptionInvalid | CallFailure>> {
    const valid = validatePredefinedDescription(input, true);
    if (!valid.ok) return Promise.resolve(valid);
    return this.announced(() =>
      this.gateway.create({ description: valid.value.description ?? '', descriptionOption: valid.value.descriptionOption ?? '' }),
    );
  }

  update(id: Id, input: PredefinedDescriptionFields): Promise<Result<PredefinedDescription, PredefinedDescriptionInvalid | CallFailure>> {
    const valid = validatePredefinedDescription(input, false);
    if (!valid.ok) return Promise.resolve(valid);
    return this.announced(() => this.gateway.update(id, valid.value));
  }

  remove(id: Id): Promise<Result<void, CallFailure>> {
    return this.announced(() => this.gateway.remove(id));
  }

  /** A change that went through is announced, so the quick choices on screen follow it at once. */
  private async announced<T>(change: () => Promise<T>): Promise<Result<T, CallFailure>> {
    const result = await attempt(change, (failure) =>
      this.logger.warning('predefined descriptions: change failed', { kind: failure.kind }),
    );
    if (result.ok) this.changes.changed();
    return result;
  }
}
