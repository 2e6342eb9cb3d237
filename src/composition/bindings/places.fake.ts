import { ArgosGateway } from '../../application/ports/argos-gateway.port';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { DemoPlacesStore } from '../../adapters/fake/demo-world/places-store';
import { FakeArgosGateway } from '../../adapters/fake/places-gateways.fake';
import type { BindingContext } from './binding-context';
import { port, singletonOf } from './bind';

/**
 * Demo mode, after sign-in: the demo world's places store (places of interest and allowed places, declared resources,
 * are read from it too) and Argos over it.
 */
export function bindFakePlaces(context: BindingContext): void {
  singletonOf(context, DemoPlacesStore, [DemoWorld], (w) => new DemoPlacesStore(w));
  port(context, ArgosGateway, [DemoWorld, DemoPlacesStore, IncidentStore], (w, s, i) => new FakeArgosGateway(w, s, i));
}
