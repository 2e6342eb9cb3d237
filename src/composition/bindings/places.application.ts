import { ArgosFacade } from '../../application/admin/places.facades';
import { ArgosGateway } from '../../application/ports/argos-gateway.port';
import { Logger } from '../../application/ports/logger.port';
import type { BindingContext } from './binding-context';
import { singleton } from './bind';

/** The Argos section's facade (after sign-in); the other places sections are declared resources. */
export function bindPlacesApplication(context: BindingContext): void {
  singleton(context, ArgosFacade, [ArgosGateway, Logger]);
}
