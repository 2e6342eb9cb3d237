import type { PredefinedDescription } from '../../domain/incident/admin-entities';
import {
  validatePredefinedDescription,
  type PredefinedDescriptionFields,
  type PredefinedDescriptionInvalid,
} from '../../domain/incident/predefined-description';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { PredefinedDescriptionsGateway } from '../ports/predefined-descriptions-gateway.port';
import { callFailure, type CallFailure } from '../shared/failure';

type Id = string | number;

/**
 * SPEC §1, §3, §7 the predefined descriptions' admin screen: list, create, update and delete (blank fields refused
 * before any call; refusals carry the server's message for the SPEC §8 save-failure dialog).
 */
export class PredefinedDescriptionsFacade {
  constructor(
    private readonly gateway: PredefinedDescriptionsGateway,
    private readonly logger: Logger,
  ) {}

  async list(): Promise<Result<readonly PredefinedDescription[], CallFailure>> {
    try {
      return ok(await this.gateway.list());
    } catch (error) {
      this.logger.warning('predefined descriptions could not be loaded', { error: error instanceof Error ? error.message : String(error) });
      return err(callFailure(error));
    }
  }

  create(input: {
    readonly description: string;
    readonly descriptionOption: string;
  }): Promise<Result<PredefinedDescription, PredefinedDescriptionInvalid | CallFailure>> {
    const valid = validatePredefinedDescription(input, true);
    if (!valid.ok) return Promise.resolve(valid);
    return this.call(() =>
      this.gateway.create({ description: valid.value.description ?? '', descriptionOption: valid.value.descriptionOption ?? '' }),
    );
  }

  update(id: Id, input: PredefinedDescriptionFields): Promise<Result<PredefinedDescription, PredefinedDescriptionInvalid | CallFailure>> {
    const valid = validatePredefinedDescription(input, false);
    if (!valid.ok) return Promise.resolve(valid);
    return this.call(() => this.gateway.update(id, valid.value));
  }

  remove(id: Id): Promise<Result<void, CallFailure>> {
    return this.call(() => this.gateway.remove(id));
  }

  private async call<T>(work: () => Promise<T>): Promise<Result<T, CallFailure>> {
    try {
      return ok(await work());
    } catch (error) {
      return err(callFailure(error));
    }
  }
}
