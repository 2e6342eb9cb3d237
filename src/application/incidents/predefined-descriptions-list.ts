import type { PredefinedDescription } from '../../domain/admin/admin-entities';
import type { Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { PredefinedDescriptionsGateway } from '../ports/predefined-descriptions-gateway.port';
import { attempt, errorText, type CallFailure } from '../shared/failure';

/** SPEC §7 GET /predefined-description as the create form and the admin screen read it: a failure is logged. */
export function predefinedDescriptionsList(
  gateway: PredefinedDescriptionsGateway,
  logger: Logger,
): Promise<Result<readonly PredefinedDescription[], CallFailure>> {
  return attempt(
    () => gateway.list(),
    (_failure, error) => logger.warning('predefined descriptions could not be loaded', { error: errorText(error) }),
  );
}
