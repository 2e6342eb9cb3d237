import { GatewayError } from '../../application/ports/gateway-error';
import type { AdminUser, Registration } from '../../domain/admin/access-entities';
import type { ArgosIncident, ArgosRecord } from '../../domain/admin/argos';
import { incidentsCreatePayload } from '../../domain/incident/incident-create';
import type { DemoAccessStore } from './demo-world/access-store';
import type { DemoCaller } from './demo-world/demo-world';
import type { IncidentStore } from './demo-world/incident-store';
import type { DemoPlacesStore } from './demo-world/places-store';

/*
 * The demo world's answers to the declared verbs whose work is more than a store's one call (demo-resources.ts names
 * each in its resource's row).
 */

/** Registrations belong to the public tenant (SPEC §2 Sidebar): other tenants are refused (403). */
export async function publicRegistrations(access: DemoAccessStore, caller: DemoCaller): Promise<Registration[]> {
  if (caller.tenant.id !== 'public') throw new GatewayError('server', 'Forbidden', 403);
  return (await access.book(caller.tenant.id)).registrations;
}

/** Approving a pending registration creates its user (409 once decided) and answers the user. */
export async function approveRegistration(access: DemoAccessStore, caller: DemoCaller, registration: Registration): Promise<AdminUser> {
  const tenant = caller.tenant.id;
  const book = await access.book(tenant);
  if (registration.status !== 'pending') throw new GatewayError('server', `Registration already ${registration.status}`, 409);
  const user = access.saveUser(tenant, book, null, {
    name: registration.name,
    lastName: registration.lastName,
    email: registration.email,
    phone: registration.phone,
    active: true,
    isHqAdmin: false,
    isSuperUser: false,
    roleIds: [],
  });
  access.decide(tenant, book, registration.id, 'approved');
  return access.userOf(tenant, user);
}

/** Making an incident of an Argos event creates it in the demo's incidents (status DRAFT) and marks the event. */
export async function argosIncident(
  places: DemoPlacesStore,
  incidents: IncidentStore,
  caller: DemoCaller,
  record: ArgosRecord,
): Promise<ArgosIncident> {
  if (record.incidentId !== null) return { incidentId: record.incidentId };
  const city = record.address.split(' - ')[1]?.split(',')[1]?.trim() ?? '';
  const created = await incidents.create(
    caller.tenant.id,
    incidentsCreatePayload({
      title: `Argos ${record.code}`,
      description: record.description,
      address: record.address,
      city,
      latitude: record.latitude,
      longitude: record.longitude,
    }),
    caller.account,
  );
  const book = places.book(caller.tenant.id);
  const index = book.argos.findIndex((r) => r.id === record.id);
  book.argos.splice(index, 1, { ...record, status: 'incident_created', incidentId: created.id });
  places.keep(caller.tenant.id);
  return { incidentId: created.id };
}
