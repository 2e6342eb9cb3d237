import { runInAction } from 'mobx';
import { readForMap } from '../../../application/admin/read-all-pages';
import type { ListFacade } from '../../../application/admin/resource.facade';
import { ResourceFacades } from '../../../application/admin/resource-facades';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import type { PlaceOfInterest } from '../../../domain/admin/places';
import { PLACES_OF_INTEREST } from '../../../domain/admin/resources/places-of-interest';
import type { GeoPoint } from '../../../domain/map/areas';
import { shareLocationLink } from '../../../domain/sharing/share-location';
import { sectionReadable } from '../../shared/section-readable';
import type { Services } from '../../shared/services';
import { TenantSettingsModel, type SettingsSource } from '../../shared/tenant-settings.model';
import { makeObservableExcept } from '../../shared/make-observable-except';

/**
 * What the live page's map needs besides the session: the places of interest it shows as a layer (read once when
 * the page opens; a failed read leaves the layer empty, the map still shows the incident and the caller) and the
 * tenant's choice of maps for "open in maps" (SPEC §3 shareLocationPreference: Google Maps, else the default link).
 */
export class LiveMapModel {
  places: readonly PlaceOfInterest[] = [];
  private started = false;
  private readonly settings: TenantSettingsModel;

  constructor(
    private readonly source: Pick<ListFacade<PlaceOfInterest>, 'list'> | null,
    settings: SettingsSource | null,
  ) {
    this.settings = new TenantSettingsModel(settings);
    makeObservableExcept(this, ['source', 'started', 'settings']);
  }

  /** The maps link of a point, in the tenant's chosen maps. */
  mapsLink(point: GeoPoint): string | null {
    const preference = this.settings.current?.shareLocationPreference;
    return shareLocationLink(point, typeof preference === 'string' ? preference : null);
  }

  start(): void {
    this.settings.start();
    if (this.started || !this.source) return;
    this.started = true;
    const source = this.source;
    void readForMap((query) => source.list(query)).then((answer) => {
      if (answer.ok) runInAction(() => (this.places = answer.value));
    });
  }

  dispose(): void {
    this.started = false;
    this.settings.dispose();
  }
}

/**
 * The signed-in live page's map model; the read-only view (no sign-in) has no places layer, nor has a user who may not
 * read the places of interest (their tenant does not offer them, or their permissions do not open them).
 */
export function createLiveMap(services: Services, params: { readonly readOnly: boolean }): LiveMapModel {
  const places =
    !params.readOnly && sectionReadable(services, PLACES_OF_INTEREST.key) ? services.get(ResourceFacades).of(PLACES_OF_INTEREST) : null;
  return new LiveMapModel(places, services.get(CurrentUserStore));
}
