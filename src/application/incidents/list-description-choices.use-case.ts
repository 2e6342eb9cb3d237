import { descriptionChoices, type DescriptionChoice } from '../../domain/incident/predefined-description';
import { ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { PredefinedDescriptionsGateway } from '../ports/predefined-descriptions-gateway.port';
import type { CallFailure } from '../shared/failure';
import { predefinedDescriptionsList } from './predefined-descriptions-list';

/** SPEC §1, §3 the create form's quick choices: the tenant's predefined descriptions (domain descriptionChoices). */
export class ListDescriptionChoicesUseCase {
  constructor(
    private readonly gateway: PredefinedDescriptionsGateway,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<readonly DescriptionChoice[], CallFailure>> {
    const descriptions = await predefinedDescriptionsList(this.gateway, this.logger);
    return descriptions.ok ? ok(descriptionChoices(descriptions.value)) : descriptions;
  }
}
