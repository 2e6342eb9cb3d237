import { descriptionChoices, type DescriptionChoice } from '../../domain/incident/predefined-description';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { PredefinedDescriptionsGateway } from '../ports/predefined-descriptions-gateway.port';
import { callFailure, type CallFailure } from '../shared/failure';

/** SPEC §1, §3 the create form's quick choices: the tenant's predefined descriptions (domain descriptionChoices). */
export class ListDescriptionChoicesUseCase {
  constructor(
    private readonly gateway: PredefinedDescriptionsGateway,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<readonly DescriptionChoice[], CallFailure>> {
    try {
      return ok(descriptionChoices(await this.gateway.list()));
    } catch (error) {
      this.logger.warning('predefined descriptions could not be loaded', { error: error instanceof Error ? error.message : String(error) });
      return err(callFailure(error));
    }
  }
}
