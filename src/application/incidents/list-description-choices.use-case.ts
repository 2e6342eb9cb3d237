import { descriptionChoices, type DescriptionChoice } from '../../domain/incident/predefined-description';
import { ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { PredefinedDescriptionsGateway } from '../ports/predefined-descriptions-gateway.port';
import type { Unsubscribe } from '../ports/subscription';
import type { CallFailure } from '../shared/failure';
import type { PredefinedDescriptionsChanges } from './predefined-descriptions-changes';
import { predefinedDescriptionsList } from './predefined-descriptions-list';

/** SPEC §1, §3 the quick choices (create form, chat): the tenant's predefined descriptions (domain descriptionChoices), and their changes. */
export class ListDescriptionChoicesUseCase {
  constructor(
    private readonly gateway: PredefinedDescriptionsGateway,
    private readonly logger: Logger,
    private readonly changes: Pick<PredefinedDescriptionsChanges, 'subscribe'>,
  ) {}

  /** Hears every change of the descriptions (read them again then); returns the disposer. */
  onChange(listener: () => void): Unsubscribe {
    return this.changes.subscribe(listener);
  }

  async execute(): Promise<Result<readonly DescriptionChoice[], CallFailure>> {
    const descriptions = await predefinedDescriptionsList(this.gateway, this.logger);
    return descriptions.ok ? ok(descriptionChoices(descriptions.value)) : descriptions;
  }
}
