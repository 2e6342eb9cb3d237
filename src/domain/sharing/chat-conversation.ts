import { tenantFromValue } from '../tenant/tenant-id';

/** Longest incident id accepted in a conversation name. */
const MAX_INCIDENT_ID_LENGTH = 64;
const INCIDENT_ID = /^[A-Za-z0-9-]+$/;

/**
 * SPEC §3: the chat conversation name `{incidentId}_{public or tenant_{id}}`. The tenant is read as at login
 * (empty/'public' -> public, '5' or 'tenant_5' -> tenant_5). Null when the incident id is missing or not
 * ASCII letters/digits/hyphens, or the tenant is malformed.
 */
export function chatConversationName(incidentId: string | number | null | undefined, tenant: string | null | undefined): string | null {
  const id =
    typeof incidentId === 'number'
      ? Number.isSafeInteger(incidentId) && incidentId >= 0
        ? String(incidentId)
        : ''
      : (incidentId ?? '').trim();
  if (id === '' || id.length > MAX_INCIDENT_ID_LENGTH || !INCIDENT_ID.test(id)) return null;
  const parsed = tenantFromValue(typeof tenant === 'string' ? tenant.trim() : tenant);
  return parsed.ok ? `${id}_${parsed.value}` : null;
}
