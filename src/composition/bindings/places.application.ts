import { AuditRecorder } from '../../application/admin/audit-recorder';
import { AllowedPlacesFacade, AppRatingsFacade, ArgosFacade, PlacesOfInterestFacade } from '../../application/admin/places.facades';
import { AllowedPlacesGateway } from '../../application/ports/allowed-places-gateway.port';
import { AppRatingsGateway } from '../../application/ports/app-ratings-gateway.port';
import { ArgosGateway } from '../../application/ports/argos-gateway.port';
import { Logger } from '../../application/ports/logger.port';
import { PlacesOfInterestGateway } from '../../application/ports/places-of-interest-gateway.port';
import type { BindingContext } from './binding-context';
import { singleton } from './bind';

/** The places sections' facades (after sign-in); the live page's layer and create mode's area check read them too. */
export function bindPlacesApplication(context: BindingContext): void {
  singleton(context, PlacesOfInterestFacade, [PlacesOfInterestGateway, AuditRecorder, Logger]);
  singleton(context, AllowedPlacesFacade, [AllowedPlacesGateway, AuditRecorder, Logger]);
  singleton(context, AppRatingsFacade, [AppRatingsGateway, Logger]);
  singleton(context, ArgosFacade, [ArgosGateway, Logger]);
}
