import { runInAction } from 'mobx';
import { readForMap } from '../../../../application/admin/read-all-pages';
import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import { ALLOWED_PLACES } from '../../../../domain/admin/resources/allowed-places';
import {
  allowedPlaceForm,
  allowedPlaceFormSchema,
  allowedPlaceInput,
  cornersText,
  round6,
  type AllowedPlace,
  type AllowedPlaceForm,
} from '../../../../domain/admin/places';
import { areaExtent, type GeoPoint, type MapArea } from '../../../../domain/map/areas';
import type { Services } from '../../../shared/services';
import { mapView, viewAtZoom, type MapViewport } from '../../../shared/map/map-geometry';
import { adminListDeps } from '../../resource/admin-list-deps';
import { FormSlot } from '../../resource/form-slot.model';
import type { DeclaredFields } from '../../resource/declared-fields';
import { openSchemaForm } from '../../resource/schema-form';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, sourceRefreshingAfterRemoval, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** The form's declared field (its shape, place and category are fields of their own). */
export const AREA_FIELDS: DeclaredFields<AllowedPlaceForm> = [{ field: 'name', required: true }];

export const allowedPlaceName = (place: AllowedPlace): string => place.name;

export const AREA_KINDS = ['circle', 'polygon'] as const;

/** The allowed places list: sorted by name or creation, filtered by shape, exported as CSV. */
export const ALLOWED_PLACES_SECTION: SectionDescriptor<AllowedPlace> = {
  nameOf: allowedPlaceName,
  key: ALLOWED_PLACES.key,
  spec: ALLOWED_PLACES.list,
  csv: {
    columns: ['name', 'kind', 'size'],
    row: (p, translate) => [
      p.name,
      translate(`admin.allowed-places.kind.${p.area.kind}`),
      p.area.kind === 'circle' ? p.area.radiusMetres : cornersText(p.area.points).replace(/\n/g, '; '),
    ],
  },
};

/** A shape being drawn on the map: a circle from its centre (the radius typed), a polygon corner by corner. */
export interface AreaDraft {
  readonly kind: 'circle' | 'polygon';
  readonly center: GeoPoint | null;
  readonly radius: string;
  readonly corners: readonly GeoPoint[];
}

export interface AllowedPlacesDeps extends Omit<ResourceListDeps<AllowedPlace>, 'source'> {
  readonly places: Pick<FacadeOf<typeof ALLOWED_PLACES>, 'list' | 'create' | 'update' | 'remove' | 'removeMany'>;
}

/**
 * The allowed-places section (public tenant): the areas where the service accepts incidents, on a map and in a list.
 * A shape is drawn on the map (a circle: its centre clicked and its radius typed; a polygon: corner by corner), then
 * named in the form, which also takes typed coordinates. The map is read again after every change.
 */
export class AllowedPlacesViewModel {
  readonly list: ResourceListViewModel<AllowedPlace>;
  readonly editor: FormSlot<AllowedPlaceForm, AllowedPlace>;
  areas: readonly AllowedPlace[] = [];
  draft: AreaDraft | null = null;
  selectedId: string | null = null;
  private chosenView: MapViewport | null = null;

  constructor(
    private readonly deps: AllowedPlacesDeps,
    params: SectionParams,
  ) {
    this.list = sectionList(
      { ...deps, source: sourceRefreshingAfterRemoval(deps.places, () => void this.readAreas()) },
      params,
      ALLOWED_PLACES_SECTION,
    );
    this.editor = new FormSlot((toast) => {
      this.list.changed(toast);
      this.draft = null;
      void this.readAreas();
    });
    makeObservableExcept(this, ['deps', 'list', 'editor']);
  }

  start(): void {
    this.list.start();
    void this.readAreas();
  }

  dispose(): void {
    this.list.dispose();
  }

  /** The shape drawn so far, as an area the map can draw (null until it has one). */
  get draftArea(): MapArea | null {
    const draft = this.draft;
    if (!draft) return null;
    if (draft.kind === 'polygon') return draft.corners.length > 0 ? { kind: 'polygon', points: draft.corners } : null;
    const radius = Number(draft.radius);
    return draft.center && radius > 0 ? { kind: 'circle', center: draft.center, radiusMetres: radius } : null;
  }

  /** What the map shows: the user's view, else one that fits every area (and the draft). */
  get view(): MapViewport {
    if (this.chosenView) return this.chosenView;
    const draft = this.draftArea;
    return mapView([...this.areas.map((a) => a.area), ...(draft ? [draft] : [])].flatMap(areaExtent));
  }

  async readAreas(): Promise<void> {
    const all = await readForMap((query) => this.deps.places.list(query));
    if (all.ok) runInAction(() => (this.areas = all.value));
  }

  zoomBy(delta: number): void {
    this.chosenView = viewAtZoom(this.view, this.view.zoom + delta);
  }

  showAll(): void {
    this.chosenView = null;
  }

  /** The map was moved or zoomed by hand (dragged, the wheel, its own buttons). */
  setView(view: MapViewport): void {
    this.chosenView = viewAtZoom(view, view.zoom);
  }

  get zoomedByHand(): boolean {
    return this.chosenView !== null;
  }

  /** Shows an area on the map: selected, the map fitted to it. */
  showOnMap(place: AllowedPlace): void {
    this.selectedId = String(place.id);
    this.chosenView = mapView(areaExtent(place.area));
  }

  startDrawing(kind: AreaDraft['kind']): void {
    this.draft = { kind, center: null, radius: '1000', corners: [] };
  }

  cancelDrawing(): void {
    this.draft = null;
  }

  setDraftRadius(radius: string): void {
    if (this.draft) this.draft = { ...this.draft, radius };
  }

  /** A click on the map while drawing: a circle's centre, or a polygon's next corner (the view stays as it is). */
  pick(point: GeoPoint): void {
    const draft = this.draft;
    if (!draft) return;
    this.chosenView = this.view;
    const at = { latitude: round6(point.latitude), longitude: round6(point.longitude) };
    this.draft = draft.kind === 'circle' ? { ...draft, center: at } : { ...draft, corners: [...draft.corners, at] };
  }

  undoCorner(): void {
    if (this.draft?.kind === 'polygon') this.draft = { ...this.draft, corners: this.draft.corners.slice(0, -1) };
  }

  /** The drawing can be named and saved: a circle with its centre, a polygon of three corners or more. */
  get draftReady(): boolean {
    const draft = this.draft;
    return draft !== null && (draft.kind === 'circle' ? draft.center !== null : draft.corners.length >= 3);
  }

  openAdd(): void {
    const draft = this.draft;
    const initial = allowedPlaceForm(null);
    if (!draft) return this.openForm(null, initial);
    this.openForm(null, {
      ...initial,
      kind: draft.kind,
      latitude: draft.center ? String(draft.center.latitude) : '',
      longitude: draft.center ? String(draft.center.longitude) : '',
      radius: draft.radius,
      corners: cornersText(draft.corners),
    });
  }

  openEdit(place: AllowedPlace): void {
    this.openForm(place, allowedPlaceForm(place));
  }

  private openForm(place: AllowedPlace | null, initial: AllowedPlaceForm): void {
    openSchemaForm(this.editor, place, {
      initial,
      schema: allowedPlaceFormSchema,
      input: allowedPlaceInput,
      facade: this.deps.places,
      words: 'admin.allowed-places',
      name: allowedPlaceName,
    });
  }
}

export function createAllowedPlacesViewModel(services: Services, params: AdminSectionParams): AllowedPlacesViewModel {
  return new AllowedPlacesViewModel(
    { places: services.get(ResourceFacades).of(ALLOWED_PLACES), ...adminListDeps(services, params.notify) },
    params,
  );
}
