import type { SpeedTestRecord } from '../../domain/admin/admin-entities';
import type { Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { SpeedTestGateway } from '../ports/speed-test-gateway.port';
import { attempt, errorText, type CallFailure } from '../shared/failure';

/**
 * SPEC §7 the speed tests' records, the section's read: GET /speed-test (the tenant's) or GET /speed-test/{userId}
 * (one user's), newest first when the answer says when each was run (those that do not, last). A refused call is
 * logged and answered as its failure. Running a test (upload, time, post) is an operation of its own:
 * RunSpeedTestUseCase.
 */
export class SpeedTestsFacade {
  constructor(
    private readonly speedTests: SpeedTestGateway,
    private readonly logger: Logger,
  ) {}

  list(input: { readonly userId?: string | null } = {}): Promise<Result<SpeedTestRecord[], CallFailure>> {
    const userId = input.userId?.trim() || undefined;
    return attempt(
      async () => {
        const records = await this.speedTests.list(userId);
        return [...records].sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''));
      },
      (_failure, error) => this.logger.warning('speed tests could not be listed', { userId: userId ?? null, error: errorText(error) }),
    );
  }
}
