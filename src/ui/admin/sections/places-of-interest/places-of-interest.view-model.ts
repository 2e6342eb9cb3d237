import { runInAction } from 'mobx';
import { AddressSuggestionsFlow } from '../../../../application/incidents/address-suggestions.flow';
import { readForMap } from '../../../../application/admin/read-all-pages';
import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import type { AddressSuggestion } from '../../../../application/ports/address-autocomplete.port';
import { RepeatFlow } from '../../../../application/shared/repeat.flow';
import { ok } from '../../../../domain/shared/result';
import {
  PLACE_CATEGORIES,
  placeOfInterestInput,
  placeOfInterestSchema,
  round6,
  type PlaceOfInterest,
  type PlaceOfInterestForm,
} from '../../../../domain/admin/places';
import { PLACES_OF_INTEREST } from '../../../../domain/admin/resources/places-of-interest';
import type { MapIncident } from '../../../../domain/incident/map-incidents';
import type { Services } from '../../../shared/services';
import type { AddressLookup } from '../../../shared/address-search';
import { MapListViewModel, type MapListDeps } from '../../map/map-list.view-model';
import type { PickedPoint } from '../../../shared/map/MapPickArea';
import { adminListDeps } from '../../resource/admin-list-deps';
import { FormSlot } from '../../resource/form-slot.model';
import type { DeclaredFields } from '../../resource/declared-fields';
import { openSchemaForm } from '../../resource/schema-form';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, sourceRefreshingAfterRemoval, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** How long typing in the address pauses before the autocomplete is asked (ms). */
export const ADDRESS_DELAY_MS = 300;

/** The form's declared field (its shape, place and category are fields of their own). */
export const PLACE_FIELDS: DeclaredFields<PlaceOfInterestForm> = [{ field: 'name', required: true }];

export const placeName = (place: PlaceOfInterest): string => place.name;

/** The places list: sorted by name, category or creation; filtered by category; exported as CSV. */
export const PLACES_OF_INTEREST_SECTION: SectionDescriptor<PlaceOfInterest> = {
  nameOf: placeName,
  key: PLACES_OF_INTEREST.key,
  spec: PLACES_OF_INTEREST.list,
  csv: {
    columns: ['name', 'category', 'address', 'latitude', 'longitude'],
    row: (p, translate) => [p.name, translate(`admin.places-of-interest.category.${p.category}`), p.address, p.latitude, p.longitude],
  },
};

/** A place as the admin map draws it: a marker named after it, never live. */
export function placeMarker(place: PlaceOfInterest): MapIncident {
  return {
    id: String(place.id),
    title: place.name,
    address: place.address,
    at: place.createdAt ?? '',
    live: false,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

export interface PlacesOfInterestDeps extends Omit<ResourceListDeps<PlaceOfInterest>, 'source'> {
  readonly places: Pick<FacadeOf<typeof PLACES_OF_INTEREST>, 'list' | 'create' | 'update' | 'remove' | 'removeMany'>;
  readonly addresses: AddressLookup;
  readonly repeat: MapListDeps['repeat'];
}

/**
 * The places-of-interest section: the tenant's places on a map beside their list. A place is added by address (the
 * autocomplete gives its coordinates) or by clicking the map (the form opens at that point); pressing a marker selects
 * it, its row's Edit opens the form. The map is read again after every change.
 */
export class PlacesOfInterestViewModel {
  readonly list: ResourceListViewModel<PlaceOfInterest>;
  readonly map: MapListViewModel;
  readonly editor: FormSlot<PlaceOfInterestForm, PlaceOfInterest>;
  suggestions: readonly AddressSuggestion[] = [];
  /** The address the form's coordinates were set from: the place's own, or the last suggestion chosen. */
  private chosenAddress = '';
  /** A chosen suggestion's details are loading. */
  private choosingAddress = false;
  private records: readonly PlaceOfInterest[] = [];

  constructor(
    private readonly deps: PlacesOfInterestDeps,
    params: SectionParams,
  ) {
    this.list = sectionList(
      { ...deps, source: sourceRefreshingAfterRemoval(deps.places, () => void this.map.refresh()) },
      params,
      PLACES_OF_INTEREST_SECTION,
    );
    this.map = new MapListViewModel({
      load: async () => {
        const all = await readForMap((query) => deps.places.list(query));
        if (!all.ok) return all;
        runInAction(() => {
          this.records = all.value;
        });
        return ok(all.value.map(placeMarker));
      },
      repeat: deps.repeat,
      refreshMs: 0,
      open: (entry) => {
        const place = this.records.find((p) => String(p.id) === entry.id);
        if (place) this.openEdit(place);
      },
    });
    this.editor = new FormSlot((toast) => {
      this.list.changed(toast);
      void this.map.refresh();
    });
    makeObservableExcept(this, ['deps', 'list', 'map', 'editor']);
  }

  start(): void {
    this.list.start();
    void this.map.refresh(false);
  }

  dispose(): void {
    this.list.dispose();
    this.deps.addresses.dispose();
  }

  readonly categories = PLACE_CATEGORIES;

  openAdd(at: PickedPoint | null = null): void {
    this.openForm(null, at);
  }

  openEdit(place: PlaceOfInterest): void {
    this.openForm(place, null);
  }

  /** Shows the place on the map (its marker selected, the map centred on it). */
  showOnMap(place: PlaceOfInterest): void {
    this.map.select(String(place.id), 'list');
  }

  /** The address as typed: the coordinates stay until a suggestion is chosen; suggestions are looked up. */
  async typeAddress(typed: string): Promise<void> {
    const form = this.editor.form;
    form?.set('address', typed);
    // The address as the field kept it (cleaned, at most its limit) is what is looked up.
    const text = form?.values.address ?? typed;
    const found = await this.deps.addresses.suggest(text, ADDRESS_DELAY_MS);
    if (found === null) return;
    runInAction(() => {
      this.suggestions = text.trim() === '' ? [] : found;
    });
  }

  /**
   * An address typed but not chosen from the suggestions: the coordinates were not set from it, so the place would be
   * saved where the coordinates say, not at this address. The field says so, as the incident forms' address does.
   */
  get addressNotChosen(): boolean {
    const typed = this.editor.form?.values.address.trim() ?? '';
    return typed !== '' && typed !== this.chosenAddress.trim() && !this.choosingAddress;
  }

  /** A chosen suggestion sets the address and the coordinates. */
  async chooseSuggestion(suggestion: AddressSuggestion): Promise<void> {
    this.suggestions = [];
    const form = this.editor.form;
    form?.set('address', suggestion.description);
    this.choosingAddress = true;
    const choice = await this.deps.addresses.choose(suggestion.id);
    runInAction(() => (this.choosingAddress = false));
    if (!choice || this.editor.form !== form || !form) return;
    runInAction(() => {
      form.set('address', choice.address);
      if (choice.latitude !== null && choice.longitude !== null) {
        form.set('latitude', String(choice.latitude));
        form.set('longitude', String(choice.longitude));
        this.chosenAddress = form.values.address;
      }
    });
  }

  closeSuggestions(): void {
    this.suggestions = [];
  }

  private openForm(place: PlaceOfInterest | null, at: PickedPoint | null): void {
    this.suggestions = [];
    this.chosenAddress = place?.address ?? '';
    this.choosingAddress = false;
    const latitude = place?.latitude ?? (at ? round6(at.latitude) : null);
    const longitude = place?.longitude ?? (at ? round6(at.longitude) : null);
    openSchemaForm(this.editor, place, {
      initial: {
        name: place?.name ?? '',
        category: place?.category ?? 'other',
        address: place?.address ?? '',
        latitude: latitude === null ? '' : String(latitude),
        longitude: longitude === null ? '' : String(longitude),
      },
      schema: placeOfInterestSchema,
      input: placeOfInterestInput,
      facade: this.deps.places,
      words: 'admin.places-of-interest',
      name: placeName,
    });
  }
}

export function createPlacesOfInterestViewModel(services: Services, params: AdminSectionParams): PlacesOfInterestViewModel {
  return new PlacesOfInterestViewModel(
    {
      places: services.get(ResourceFacades).of(PLACES_OF_INTEREST),
      addresses: services.get(AddressSuggestionsFlow),
      repeat: services.get(RepeatFlow),
      ...adminListDeps(services, params.notify),
    },
    params,
  );
}
