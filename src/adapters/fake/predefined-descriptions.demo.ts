import { GatewayError } from '../../application/ports/gateway-error';
import type { PredefinedDescription } from '../../domain/admin/admin-entities';
import type { DemoSeed } from '../../domain/admin/admin-resource';
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

type Fields = Partial<Pick<PredefinedDescription, 'description' | 'descriptionOption'>>;

/**
 * SPEC §7 /predefined-description in the demo world, per tenant (the declaration's demo row keeps them with
 * DemoRecords, in the tab's memory across a reload): four quick choices in the tenant's language; a change keeps the
 * fields it does not send; blank texts are refused (400) and texts over 255 characters as the database does.
 */
export const PREDEFINED_DESCRIPTIONS_DEMO: DemoSeed<PredefinedDescription, Fields> = {
  what: 'Predefined description',
  seed: (tenant) =>
    SEED[cityOfTenant(tenant).language].map(([descriptionOption, description], i) => ({
      id: `${tenant}-${i + 1}`,
      description,
      descriptionOption,
    })),
  build: (input, current, { id }) => ({
    id,
    ...checked(input.description ?? current?.description ?? '', input.descriptionOption ?? current?.descriptionOption ?? ''),
  }),
  addedLast: true,
};

/** SPEC §3, §5: both texts present and within the database's 255 characters, trimmed. */
export function checked(description: string, descriptionOption: string): { description: string; descriptionOption: string } {
  const d = description.trim();
  const o = descriptionOption.trim();
  if (d === '' || o === '') throw new GatewayError('server', 'description and descriptionOption should not be empty', 400);
  if (d.length > VARCHAR_LIMIT || o.length > VARCHAR_LIMIT) throw new GatewayError('server', VALUE_TOO_LONG_MESSAGE, 500);
  return { description: d, descriptionOption: o };
}
