import { CurrentUserStore } from '../../application/session/current-user.store';
import { sectionRefusal } from '../../domain/routing/section-access';
import type { Services } from './services';

/**
 * Whether the signed-in user may read an administration section's records where another screen shows them (the
 * allowed places create mode warns about, the places of interest a live map shows): the tenant offers the section and
 * the user's permissions open it (SPEC §2 Sidebar, §6), as the backend checks the call. A screen asks only then,
 * rather than make a call the backend refuses (403) every time it opens.
 */
export function sectionReadable(services: Services, section: string): boolean {
  const user = services.get(CurrentUserStore);
  const session = user.guardedSession();
  const tenantId = user.tenant();
  if (!session || !tenantId) return false;
  return (
    sectionRefusal({
      section,
      tenantId,
      isSuperUser: session.isSuperUser,
      permissions: session.permissions,
      config: services.config.tenantConfig,
    }) === null
  );
}
