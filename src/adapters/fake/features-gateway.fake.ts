import type { FeaturesGateway } from '../../application/ports/features-gateway.port';
import type { Feature } from '../../domain/admin/features';
import { GatewayError } from '../../application/ports/gateway-error';
import type { DemoWorld } from './demo-world/demo-world';
import { KeptCollection } from './demo-world/kept-collection';

interface StoredFeature {
  readonly id: string;
  readonly key: string;
  readonly enabled: boolean;
  readonly description: string;
}

/** Every tenant's switches; which are off differs by tenant, as real tenants' contracts do. */
const FEATURES: readonly (readonly [key: string, description: string, offFor: readonly string[]])[] = [
  ['chat', 'Chat with the caller during a live incident', []],
  ['whatsapp-links', 'Send the caller link by WhatsApp as well as SMS', ['tenant_24']],
  ['collab-broadcast', 'Invite collaborators to a collaborative broadcast', ['tenant_12']],
  ['video-history', 'Keep and replay recorded video of past incidents', []],
  ['push-notifications', 'Push notifications for new incidents and reported comments', ['tenant_5']],
  ['pdf-export', 'Export an incident as a PDF report', []],
  ['share-address', 'Share the incident address by SMS or WhatsApp (Waze link)', ['tenant_24']],
  ['speed-test', "Measure the operator's connection speed", ['public']],
];

/** The tenant's feature switches (assumed calls): seeded per tenant, switched one at a time, kept across a reload. */
export class FakeFeaturesGateway implements FeaturesGateway {
  private readonly features: KeptCollection<StoredFeature>;

  constructor(private readonly world: DemoWorld) {
    this.features = new KeptCollection<StoredFeature>(world, 'features', 'Feature', (tenant) =>
      FEATURES.map(([key, description, offFor]) => ({ key, description, enabled: !offFor.includes(tenant) })),
    );
  }

  list(): Promise<readonly Feature[]> {
    return this.world.answer(({ tenant }) =>
      this.features.all(tenant.id).map(({ key, enabled, description }) => ({ key, enabled, description })),
    );
  }

  set(key: string, enabled: boolean): Promise<Feature> {
    return this.world.answer(({ tenant }) => {
      const current = this.features.all(tenant.id).find((f) => f.key === key);
      if (!current) throw new GatewayError('not-found', 'Feature not found', 404);
      const { id: _id, ...saved } = this.features.replace(tenant.id, current.id, (f) => ({ ...f, enabled }));
      return saved;
    });
  }
}
