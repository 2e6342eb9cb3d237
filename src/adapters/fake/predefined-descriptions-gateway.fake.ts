import { GatewayError } from '../../application/ports/gateway-error';
import type { PredefinedDescriptionsGateway } from '../../application/ports/predefined-descriptions-gateway.port';
import type { PredefinedDescription } from '../../domain/admin/admin-entities';
import type { DemoWorld } from './demo-world/demo-world';
import { cityOfTenant } from './demo-world/incident-places';
import { KeptCollection } from './demo-world/kept-collection';
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

type Stored = Required<Omit<PredefinedDescription, 'id'>> & { readonly id: string };

/**
 * SPEC §7 /predefined-description, per tenant: four seeded quick choices in the tenant's language; create, update,
 * delete, kept in the tab's memory across a reload. Blank texts are refused (400) and texts over 255 characters as the
 * database does.
 */
export class FakePredefinedDescriptionsGateway implements PredefinedDescriptionsGateway {
  private readonly items: KeptCollection<Stored>;

  constructor(private readonly world: DemoWorld) {
    this.items = new KeptCollection<Stored>(world, 'predefined-descriptions', 'Predefined description', (tenant) =>
      SEED[cityOfTenant(tenant).language].map(([descriptionOption, description]) => ({ description, descriptionOption })),
    );
  }

  list(): Promise<readonly PredefinedDescription[]> {
    return this.world.answer(({ tenant }) => [...this.items.all(tenant.id)]);
  }

  create(input: { readonly description: string; readonly descriptionOption: string }): Promise<PredefinedDescription> {
    return this.world.answer(({ tenant }) => this.items.add(tenant.id, checked(input.description, input.descriptionOption)));
  }

  update(
    id: string | number,
    input: { readonly description?: string; readonly descriptionOption?: string },
  ): Promise<PredefinedDescription> {
    return this.world.answer(({ tenant }) =>
      this.items.replace(tenant.id, id, (current) =>
        checked(input.description ?? current.description ?? '', input.descriptionOption ?? current.descriptionOption ?? ''),
      ),
    );
  }

  remove(id: string | number): Promise<void> {
    return this.world.answer(({ tenant }) => {
      this.items.remove(tenant.id, id);
    });
  }
}

/** SPEC §3, §5: both texts present and within the database's 255 characters, trimmed. */
export function checked(description: string, descriptionOption: string): { description: string; descriptionOption: string } {
  const d = description.trim();
  const o = descriptionOption.trim();
  if (d === '' || o === '') throw new GatewayError('server', 'description and descriptionOption should not be empty', 400);
  if (d.length > VARCHAR_LIMIT || o.length > VARCHAR_LIMIT) throw new GatewayError('server', VALUE_TOO_LONG_MESSAGE, 500);
  return { description: d, descriptionOption: o };
}
