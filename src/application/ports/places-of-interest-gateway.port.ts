import type { PlaceOfInterest, PlaceOfInterestInput } from '../../domain/admin/places';
import type { ResourceGateway } from './resource-gateway.port';

/** The tenant's places of interest (hospitals, police stations …): a list filtered by `category`. */
export type PlacesOfInterestGateway = ResourceGateway<PlaceOfInterest, PlaceOfInterestInput>;
export const PlacesOfInterestGateway = Symbol.for('PlacesOfInterestGateway');
