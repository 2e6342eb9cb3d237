import { AuditRecorder } from '../../application/admin/audit-recorder';
import { ResourceFacades } from '../../application/admin/resource-facades';
import { resourcePort } from '../../application/admin/resource-ports';
import { Logger } from '../../application/ports/logger.port';
import { SessionStore } from '../../application/session/session.store';
import type { BindingContext } from './binding-context';
import { singletonWithLookup } from './bind';

/**
 * The declared administration resources' facades (after sign-in): ResourceFacades makes each over its derived port
 * when first asked, so a resource bound with the first admin section is looked up only once that part is loaded.
 */
export function bindResourcesApplication(context: BindingContext): void {
  singletonWithLookup(
    context,
    ResourceFacades,
    [AuditRecorder, Logger, SessionStore],
    (get, audit, logger, sessions) =>
      new ResourceFacades(
        (resource) => get(resourcePort(resource)),
        audit,
        logger,
        () => sessions.current()?.user.id ?? null,
      ),
  );
}
