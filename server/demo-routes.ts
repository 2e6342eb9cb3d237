import { IncidentsGateway } from '../src/application/ports/incidents-gateway.port';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../src/adapters/fake/demo-world/live-hub';
import { HttpFailure } from './http-answers';
import type { Route } from './rest-routes';

/**
 * The demo's driving API over the wire (not the platform's contract, hence its own /demo prefix): what a trainer or a
 * test plays that the console has no control for.
 */
export const DEMO_ROUTES: readonly Route[] = [
  {
    // The demo's HQ hands the signed-in caller a single sign-on link token into the console (`?token=…&tenant=…`),
    // signed with the server's key: the console's files hold no key, so only the server can make one.
    method: 'POST',
    path: '/demo/sso-link',
    handle: (r) => {
      const world = r.world.get<DemoWorld>(DemoWorld as unknown as symbol);
      const caller = world.callerFor(r.token);
      if (!caller) throw new HttpFailure(401, 'Unauthorized');
      const token = world.keys.linkToken(caller.tenant.id, caller.account.id, world.clock.now());
      return Promise.resolve({ token, tenant: caller.tenant.id });
    },
  },
  {
    // The signed-in caller takes control of a tenant's incident: its activeOperator changes and every console following
    // it hears INCIDENT_UPDATED naming the new operator (SPEC §4: the other operator's session ends with a warning).
    method: 'POST',
    path: '/demo/incidents/:id/take-over',
    handle: async (r) => {
      const world = r.world.get<DemoWorld>(DemoWorld as unknown as symbol);
      const caller = world.callerFor(r.token);
      if (!caller) throw new HttpFailure(401, 'Unauthorized');
      const id = r.params.id ?? '';
      // Only an incident of the caller's own tenant (the gateway answers null for any other).
      if (!(await r.world.get<IncidentsGateway>(IncidentsGateway).getIncidentById(id))) throw new HttpFailure(404, 'Incident not found');
      const { account } = caller;
      const activeOperator = { id: account.id, email: account.email, name: account.name, lastName: account.lastName };
      // The hub writes the incident only when it knows its channel; an incident nobody went live on is written here.
      await r.world.get<IncidentStore>(IncidentStore as unknown as symbol).update(caller.tenant.id, id, { activeOperator });
      await r.world.get<LiveHub>(LiveHub as unknown as symbol).takeOver(id, activeOperator);
      return { incidentId: id, activeOperator: { id: account.id, email: account.email } };
    },
  },
];
