import { AuditRecorder } from '../../application/admin/audit-recorder';
import { Clock } from '../../application/ports/clock.port';
import { Logger } from '../../application/ports/logger.port';
import { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { SessionStore } from '../../application/session/session.store';
import type { BindingContext } from './binding-context';
import { singleton } from './bind';

/**
 * The administration screens' facades (after sign-in): each list-like resource's ResourceFacade or ListFacade, and
 * the audit recorder their changes share.
 */
export function bindAdminApplication(context: BindingContext): void {
  singleton(context, AuditRecorder, [UserBehaviourGateway, SessionStore, Clock, Logger]);
}
