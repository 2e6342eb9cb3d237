import { AllowedPlacesGateway } from '../../application/ports/allowed-places-gateway.port';
import { AppRatingsGateway } from '../../application/ports/app-ratings-gateway.port';
import { ArgosGateway } from '../../application/ports/argos-gateway.port';
import { PlacesOfInterestGateway } from '../../application/ports/places-of-interest-gateway.port';
import {
  AxiosAllowedPlacesGateway,
  AxiosAppRatingsGateway,
  AxiosArgosGateway,
  AxiosPlacesOfInterestGateway,
} from '../../adapters/real/places.axios.adapter';
import type { BindingContext } from './binding-context';
import { httpPorts } from './http-port';

/** Production, after sign-in: the places sections over their assumed REST calls (adapters/real/assumed-endpoints.ts). */
export function bindRealPlaces(context: BindingContext): void {
  httpPorts(context, [
    [PlacesOfInterestGateway, AxiosPlacesOfInterestGateway],
    [AllowedPlacesGateway, AxiosAllowedPlacesGateway],
    [AppRatingsGateway, AxiosAppRatingsGateway],
    [ArgosGateway, AxiosArgosGateway],
  ]);
}
