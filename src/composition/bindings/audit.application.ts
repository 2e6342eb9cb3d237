import { AuditRecorder } from '../../application/admin/audit-recorder';
import { Clock } from '../../application/ports/clock.port';
import { Logger } from '../../application/ports/logger.port';
import { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { SessionStore } from '../../application/session/session.store';
import type { BindingContext } from './binding-context';
import { singleton } from './bind';

/** After sign-in: the audit recorder the live page, the incidents and the admin sections' changes share (SPEC §3). */
export function bindAuditApplication(context: BindingContext): void {
  singleton(context, AuditRecorder, [UserBehaviourGateway, SessionStore, Clock, Logger]);
}
