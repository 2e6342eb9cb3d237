import type { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { ResourceFacades } from '../../src/application/admin/resource-facades';
import { ALLOWED_PLACES } from '../../src/domain/admin/resources/allowed-places';
import { PLACES_OF_INTEREST } from '../../src/domain/admin/resources/places-of-interest';
import { defaultTenantConfig } from '../../src/domain/tenant/tenant-config';
import { createCreateIncidentViewModel } from '../../src/ui/incident/create/create-incident.view-model';
import { createLiveMap } from '../../src/ui/incident/live/live-map.model';
import { sectionReadable } from '../../src/ui/shared/section-readable';
import type { Services } from '../../src/ui/shared/services';
import { incidentsWorld } from '../application/incidents-support';

/** The container as the view-model factories see it, with the demo's tenant rules. */
function services(container: Container): Services {
  return {
    get: (token) => container.get(token),
    ready: () => Promise.resolve(),
    sectionsReady: () => Promise.resolve(),
    incidentPagesReady: () => Promise.resolve(),
    config: { tenantConfig: defaultTenantConfig('development') } as Services['config'],
  };
}

type Tenant = 'public' | 'tenant_5' | 'tenant_12' | 'tenant_24';

/** A signed-in demo world (or none signed in), with the allowed places' and places of interest's reads counted. */
async function signedIn(account: { readonly tenant: Tenant; readonly email: string } | null) {
  const world = incidentsWorld();
  if (account) await world.login(account.tenant, account.email);
  const facades = world.container.get(ResourceFacades);
  const allowedReads = vi.spyOn(facades.of(ALLOWED_PLACES), 'list');
  const placesReads = vi.spyOn(facades.of(PLACES_OF_INTEREST), 'list');
  return { world, services: services(world.container), allowedReads, placesReads };
}

// SPEC §2 Sidebar: allowed places and places of interest are the public tenant's sections; §6: a non-super user opens
// a section only when their permissions name it (operator@public.demo's are teleport, incidents-map, incidents, users,
// reports). README's demo accounts.
const CASES: readonly [string, { readonly tenant: Tenant; readonly email: string } | null, boolean][] = [
  ['the public tenant’s super user', { tenant: 'public', email: 'admin@public.demo' }, true],
  ['an operator of the public tenant without those permissions', { tenant: 'public', email: 'operator@public.demo' }, false],
  ['another tenant’s super user (the tenant does not offer them)', { tenant: 'tenant_5', email: 'super@tenant5.demo' }, false],
  ['another tenant’s operator', { tenant: 'tenant_24', email: 'operator@tenant24.demo' }, false],
  ['no one signed in', null, false],
];

describe('a screen reads the places another section keeps only when the user may read that section', () => {
  it.each(CASES)('%s', async (_, account, readable) => {
    const { services: s, allowedReads, placesReads } = await signedIn(account);
    expect(sectionReadable(s, ALLOWED_PLACES.key)).toBe(readable);
    expect(sectionReadable(s, PLACES_OF_INTEREST.key)).toBe(readable);
    if (!account) return;

    // Create mode warns about an address outside the allowed places: it reads them only when it may.
    const create = createCreateIncidentViewModel(s, { tenant: account.tenant, search: new URLSearchParams(), describe: (key) => key });
    create.start();
    // The live page's map shows the places of interest as a layer: likewise.
    const map = createLiveMap(s, { readOnly: false });
    map.start();
    await vi.waitFor(() => expect(allowedReads.mock.calls.length > 0).toBe(readable));
    await vi.waitFor(() => expect(placesReads.mock.calls.length > 0).toBe(readable));
    create.dispose();
    map.dispose();
  });

  it('the read-only live view (no sign-in) never reads places of interest', async () => {
    const { services: s, placesReads } = await signedIn({ tenant: 'public', email: 'admin@public.demo' });
    const map = createLiveMap(s, { readOnly: true });
    map.start();
    expect(placesReads).not.toHaveBeenCalled();
    map.dispose();
  });
});
