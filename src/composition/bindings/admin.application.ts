import { RolesFacade } from '../../application/admin/roles.facade';
import { AuditRecorder } from '../../application/admin/audit-recorder';
import { Logger } from '../../application/ports/logger.port';
import { RolesGateway } from '../../application/ports/roles-gateway.port';
import type { BindingContext } from './binding-context';
import { singleton } from './bind';

/**
 * The administration's facade every section may need, bound with the first section opened (the declared resources'
 * are resources.application.ts): the roles, which the users' form offers and the roles and permissions screens edit.
 * What one screen alone uses loads with that screen (admin-screens.application.ts, analytics.application.ts).
 */
export function bindAdminApplication(context: BindingContext): void {
  singleton(context, RolesFacade, [RolesGateway, AuditRecorder, Logger]);
}
