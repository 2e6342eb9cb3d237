import { AppRatingsGateway } from '../../application/ports/app-ratings-gateway.port';
import { ArgosGateway } from '../../application/ports/argos-gateway.port';
import { AxiosAppRatingsGateway, AxiosArgosGateway } from '../../adapters/real/places.axios.adapter';
import type { BindingContext } from './binding-context';
import { httpPorts } from './http-port';

/** Production, after sign-in: app ratings and Argos over their assumed calls (adapters/real/assumed-endpoints.ts). */
export function bindRealPlaces(context: BindingContext): void {
  httpPorts(context, [
    [AppRatingsGateway, AxiosAppRatingsGateway],
    [ArgosGateway, AxiosArgosGateway],
  ]);
}
