import { routePath } from '../../../domain/routing/routes';

/** Why the live page sent the operator back to create mode on its own. */
export type LeftReason = 'caller_never_joined' | 'incident_deleted' | 'not_found';

const REASONS: readonly LeftReason[] = ['caller_never_joined', 'incident_deleted', 'not_found'];
const LEFT_QUERY = 'left';
const INCIDENT_QUERY = 'incident';

/** Create mode ({tenant}/incident/live) saying why the live page of `incidentId` was left. */
export function leftNoticeRoute(tenant: string, incidentId: string, reason: LeftReason): string {
  return routePath({ name: 'incident-create', tenant }, { [LEFT_QUERY]: reason, [INCIDENT_QUERY]: incidentId });
}

/** The notice the route's query asks for (an unknown reason asks for none); the incident id as text, maybe empty. */
export function readLeftNotice(search: URLSearchParams): { readonly reason: LeftReason; readonly incidentId: string } | null {
  const reason = search.get(LEFT_QUERY);
  const known = REASONS.find((r) => r === reason);
  if (!known) return null;
  return { reason: known, incidentId: (search.get(INCIDENT_QUERY) ?? '').slice(0, 64) };
}
