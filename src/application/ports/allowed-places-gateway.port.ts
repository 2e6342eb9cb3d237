import type { AllowedPlace, AllowedPlaceInput } from '../../domain/admin/places';
import type { ResourceGateway } from './resource-gateway.port';

/** The areas where the service accepts incidents (public tenant): circles and polygons. */
export type AllowedPlacesGateway = ResourceGateway<AllowedPlace, AllowedPlaceInput>;
export const AllowedPlacesGateway = Symbol.for('AllowedPlacesGateway');
