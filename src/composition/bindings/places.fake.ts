import { AllowedPlacesGateway } from '../../application/ports/allowed-places-gateway.port';
import { AppRatingsGateway } from '../../application/ports/app-ratings-gateway.port';
import { ArgosGateway } from '../../application/ports/argos-gateway.port';
import { PlacesOfInterestGateway } from '../../application/ports/places-of-interest-gateway.port';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { DemoPlacesStore } from '../../adapters/fake/demo-world/places-store';
import {
  FakeAllowedPlacesGateway,
  FakeAppRatingsGateway,
  FakeArgosGateway,
  FakePlacesOfInterestGateway,
} from '../../adapters/fake/places-gateways.fake';
import type { BindingContext } from './binding-context';
import { port, singletonOf } from './bind';

/** Demo mode, after sign-in: places of interest, allowed places, app ratings and Argos over the demo world's places store. */
export function bindFakePlaces(context: BindingContext): void {
  singletonOf(context, DemoPlacesStore, [DemoWorld], (w) => new DemoPlacesStore(w));
  port(context, PlacesOfInterestGateway, [DemoWorld, DemoPlacesStore], (w, s) => new FakePlacesOfInterestGateway(w, s));
  port(context, AllowedPlacesGateway, [DemoWorld, DemoPlacesStore], (w, s) => new FakeAllowedPlacesGateway(w, s));
  port(context, AppRatingsGateway, [DemoWorld, DemoPlacesStore], (w, s) => new FakeAppRatingsGateway(w, s));
  port(context, ArgosGateway, [DemoWorld, DemoPlacesStore, IncidentStore], (w, s, i) => new FakeArgosGateway(w, s, i));
}
