import { SessionStore } from '../../src/application/session/session.store';
import { tenantControls } from '../../src/domain/permissions/permissions';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { Clock } from '../../src/application/ports/clock.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../src/application/ports/incidents-rest-gateway.port';
import { LocalNetwork } from '../../src/application/ports/local-network.port';
import { AddressAutocomplete } from '../../src/application/ports/address-autocomplete.port';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import type { FakeIncidentsGateway } from '../../src/adapters/fake/incidents-gateway.fake';
import type { FakeIncidentsRestGateway } from '../../src/adapters/fake/incidents-rest-gateway.fake';
import type { FakeLocalNetwork } from '../../src/adapters/fake/local-network.fake';
import type { FakeAddressAutocomplete } from '../../src/adapters/fake/address-autocomplete.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';
import type { ContainerOverrides } from '../../src/composition/build-container';
import type { SimulationOptions } from '../../src/composition/bindings/simulation.fake';

export const ACCOUNTS = {
  public: 'operator@public.demo',
  tenant_5: 'operator@tenant5.demo',
  tenant_12: 'operator@tenant12.demo',
  tenant_24: 'operator@tenant24.demo',
} as const;

/** A fake container on a virtual clock (latency 0 unless given), optionally with port overrides. */
export function incidentsWorld(
  options: {
    latencyMs?: number;
    demoUsers?: number;
    bindings?: ContainerOverrides['bindings'];
    /** The demo's simulated callers and collaborators. */
    simulation?: SimulationOptions;
  } = {},
) {
  const clock = new VirtualClock();
  const container = createContainer('fake', {
    ...(options.simulation ? { simulation: options.simulation } : {}),
    config: { demoLatencyMs: options.latencyMs ?? 0, ...(options.demoUsers === undefined ? {} : { demoUsers: options.demoUsers }) },
    bindings: [[Clock, clock], ...(options.bindings ?? [])],
  });
  const world = container.get(DemoWorld);
  /**
   * Signs in as the demo server would (a demo token in local storage, the tenant's control permissions as the login
   * keeps them); independent of the login flow's wiring.
   */
  const login = (tenant: keyof typeof ACCOUNTS = 'public', email: string = ACCOUNTS[tenant]): Promise<void> => {
    const account = world.accounts.find((a) => a.email === email && a.tenant === tenant);
    if (!account) throw new Error(`no demo account ${email} in ${tenant}`);
    container.get(SessionStore).save(
      {
        token: world.issueToken(account),
        tenantId: tenant,
        user: { id: account.id, email: account.email, thumbnail: null, isSuperUser: account.isSuperUser },
        permissions: account.permissions,
      },
      tenantControls(world.tenants.find((t) => t.id === tenant)?.permissions),
    );
    return Promise.resolve();
  };
  return {
    clock,
    container,
    world,
    login,
    store: container.get(IncidentStore),
    gateway: container.get<FakeIncidentsGateway>(IncidentsGateway),
    rest: container.get<FakeIncidentsRestGateway>(IncidentsRestGateway),
    network: container.get<FakeLocalNetwork>(LocalNetwork),
    places: container.get<FakeAddressAutocomplete>(AddressAutocomplete),
  };
}

/** A fake world signed in on a tenant, with that tenant's incidents. */
export async function signedInWorld(tenant: keyof typeof ACCOUNTS = 'public') {
  const w = incidentsWorld();
  await w.login(tenant);
  const all = await w.store.list(tenant);
  return { ...w, all };
}
