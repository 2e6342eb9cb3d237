import { AppRatingsFacade, ArgosFacade } from '../../application/admin/places.facades';
import { AppRatingsGateway } from '../../application/ports/app-ratings-gateway.port';
import { ArgosGateway } from '../../application/ports/argos-gateway.port';
import { Logger } from '../../application/ports/logger.port';
import type { BindingContext } from './binding-context';
import { singleton } from './bind';

/** The app ratings and Argos sections' facades (after sign-in); places of interest and allowed places are declared resources. */
export function bindPlacesApplication(context: BindingContext): void {
  singleton(context, AppRatingsFacade, [AppRatingsGateway, Logger]);
  singleton(context, ArgosFacade, [ArgosGateway, Logger]);
}
