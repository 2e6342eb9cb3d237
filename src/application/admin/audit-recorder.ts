import type { AuditAction } from '../../domain/shared/constants';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { UserBehaviourGateway } from '../ports/user-behaviour-gateway.port';
import type { SessionStore } from '../session/session.store';

/**
 * Records an administrator's change in the user behaviour log (SPEC §3 audit actions, POST /user-behaviour) with the
 * signed-in user and the time. The change has already happened: a failed recording is logged, never reported to the
 * administrator as a failure of the change. Details carry ids, never emails or phone numbers.
 */
export class AuditRecorder {
  constructor(
    private readonly behaviour: UserBehaviourGateway,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  record(action: AuditAction, detail: Readonly<Record<string, unknown>> = {}): void {
    const userId = this.sessions.current()?.user.id ?? null;
    this.behaviour
      .record({ action, at: new Date(this.clock.now()).toISOString(), userId, detail: { ...detail } })
      .catch(() => this.logger.warning('user behaviour could not be recorded', { action }));
  }
}
