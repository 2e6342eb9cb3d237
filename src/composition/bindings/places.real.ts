import { ArgosGateway } from '../../application/ports/argos-gateway.port';
import { AxiosArgosGateway } from '../../adapters/real/places.axios.adapter';
import type { BindingContext } from './binding-context';
import { httpPorts } from './http-port';

/** Production, after sign-in: Argos over its assumed calls (adapters/real/assumed-endpoints.ts). */
export function bindRealPlaces(context: BindingContext): void {
  httpPorts(context, [[ArgosGateway, AxiosArgosGateway]]);
}
