import type { Incident } from '../../../domain/incident/incident';

/** An incident of the demo world: always with its id (a numeric string) and the tenant that owns it. */
export interface DemoIncident extends Incident {
  readonly id: string;
  readonly tenantId: string;
}

/** Ids of a tenant's incidents start at a tenant-specific base, so ids never collide across tenants. */
export function tenantIdBase(tenantId: string, tenantIds: readonly string[]): number {
  const index = tenantIds.indexOf(tenantId);
  return (index >= 0 ? index + 1 : tenantIds.length + 1 + (hash(tenantId) % 1000)) * 100_000;
}

/** The nested form of a linked incident (id, title, address, at, status, finished/deleted marks). */
export function linkSummary(incident: Incident): Incident {
  return {
    id: incident.id ?? null,
    title: incident.title ?? null,
    address: incident.address ?? null,
    at: incident.at ?? null,
    status: incident.status ?? null,
    finishedAt: incident.finishedAt ?? null,
    deletedAt: incident.deletedAt ?? null,
  };
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}
