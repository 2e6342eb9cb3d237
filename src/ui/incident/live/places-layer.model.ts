import { makeAutoObservable, runInAction } from 'mobx';
import { PlacesOfInterestFacade } from '../../../application/admin/places.facades';
import type { PlaceOfInterest } from '../../../domain/admin/places';
import type { Services } from '../../app/services';

/**
 * The places of interest the live page's map shows as a layer: read once when the page opens; a failed read leaves
 * the layer empty (the map still shows the incident and the caller).
 */
export class PlacesLayerModel {
  places: readonly PlaceOfInterest[] = [];
  private started = false;

  constructor(private readonly source: Pick<PlacesOfInterestFacade, 'all'> | null) {
    makeAutoObservable<PlacesLayerModel, 'source' | 'started'>(this, { source: false, started: false });
  }

  start(): void {
    if (this.started || !this.source) return;
    this.started = true;
    void this.source.all().then((answer) => {
      if (answer.ok) runInAction(() => (this.places = answer.value));
    });
  }

  dispose(): void {
    this.started = false;
  }
}

/** The layer of a signed-in live page; the read-only view (no sign-in) has none. */
export function createPlacesLayer(services: Services, params: { readonly readOnly: boolean }): PlacesLayerModel {
  return new PlacesLayerModel(params.readOnly ? null : services.get(PlacesOfInterestFacade));
}
