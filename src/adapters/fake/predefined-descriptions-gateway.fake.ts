import { GatewayError } from '../../application/ports/gateway-error';
import type { PredefinedDescriptionsGateway } from '../../application/ports/predefined-descriptions-gateway.port';
import type { PredefinedDescription } from '../../domain/incident/admin-entities';
import type { DemoWorld } from './demo-world/demo-world';
import { cityOfTenant } from './demo-world/incident-places';
import { VALUE_TOO_LONG_MESSAGE, VARCHAR_LIMIT } from './incidents-gateway.fake';

const SEED: Readonly<Record<'en' | 'es', readonly (readonly [option: string, description: string])[]>> = {
  en: [
    ['Traffic accident', 'Traffic accident with injured people; traffic blocked.'],
    ['Fire', 'Fire reported by the caller; smoke visible.'],
    ['Medical emergency', 'A person needs urgent medical help.'],
    ['Robbery', 'Robbery in progress reported by the caller.'],
  ],
  es: [
    ['Accidente de tránsito', 'Accidente de tránsito con heridos; vía bloqueada.'],
    ['Incendio', 'Incendio reportado por la persona; se ve humo.'],
    ['Emergencia médica', 'Una persona necesita atención médica urgente.'],
    ['Robo', 'Robo en curso reportado por la persona.'],
  ],
};

type Stored = PredefinedDescription & { readonly id: string };

/**
 * SPEC §7 /predefined-description, per tenant: four seeded quick choices in the tenant's language; create, update,
 * delete. Blank texts are refused (400) and texts over 255 characters as the database does.
 */
export class FakePredefinedDescriptionsGateway implements PredefinedDescriptionsGateway {
  private readonly byTenant = new Map<string, Map<string, Stored>>();
  private nextId = 1;

  constructor(private readonly world: DemoWorld) {}

  list(): Promise<readonly PredefinedDescription[]> {
    return this.world.answer(({ tenant }) => [...this.items(tenant.id).values()]);
  }

  create(input: { readonly description: string; readonly descriptionOption: string }): Promise<PredefinedDescription> {
    return this.world.answer(({ tenant }) => {
      const item: Stored = { id: String(this.nextId++), ...checked(input.description, input.descriptionOption) };
      this.items(tenant.id).set(item.id, item);
      return item;
    });
  }

  update(
    id: string | number,
    input: { readonly description?: string; readonly descriptionOption?: string },
  ): Promise<PredefinedDescription> {
    return this.world.answer(({ tenant }) => {
      const current = this.find(tenant.id, id);
      const next: Stored = {
        id: current.id,
        ...checked(input.description ?? current.description ?? '', input.descriptionOption ?? current.descriptionOption ?? ''),
      };
      this.items(tenant.id).set(next.id, next);
      return next;
    });
  }

  remove(id: string | number): Promise<void> {
    return this.world.answer(({ tenant }) => {
      this.items(tenant.id).delete(this.find(tenant.id, id).id);
    });
  }

  private items(tenantId: string): Map<string, Stored> {
    let map = this.byTenant.get(tenantId);
    if (!map) {
      map = new Map();
      for (const [descriptionOption, description] of SEED[cityOfTenant(tenantId).language]) {
        const item: Stored = { id: String(this.nextId++), description, descriptionOption };
        map.set(item.id, item);
      }
      this.byTenant.set(tenantId, map);
    }
    return map;
  }

  private find(tenantId: string, id: string | number): Stored {
    const item = this.items(tenantId).get(String(id).trim());
    if (!item) throw new GatewayError('not-found', 'Predefined description not found', 404);
    return item;
  }
}

function checked(description: string, descriptionOption: string): { description: string; descriptionOption: string } {
  const d = description.trim();
  const o = descriptionOption.trim();
  if (d === '' || o === '') throw new GatewayError('server', 'description and descriptionOption should not be empty', 400);
  if (d.length > VARCHAR_LIMIT || o.length > VARCHAR_LIMIT) throw new GatewayError('server', VALUE_TOO_LONG_MESSAGE, 500);
  return { description: d, descriptionOption: o };
}
