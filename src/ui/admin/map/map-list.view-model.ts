import { runInAction } from 'mobx';
import { IncidentsMapFacade } from '../../../application/admin/incidents-map.facade';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import { RepeatFlow } from '../../../application/shared/repeat.flow';
import type { CallFailure } from '../../../application/shared/failure';
import { locatedIncidents, type MapIncident } from '../../../domain/incident/map-incidents';
import { MAX_MAP_ZOOM, clusterMarkers, zoomToSeparate, type MarkerCluster } from '../../../domain/map/marker-clusters';
import type { Result } from '../../../domain/shared/result';
import { navigateHash } from '../../shared/hash-location';
import type { Services } from '../../shared/services';
import { mapView, viewAtZoom, type MapViewport } from '../../shared/map/map-geometry';
import type { AdminSectionParams } from '../resource/use-admin-section';
import { makeObservableExcept } from '../../shared/make-observable-except';

/** An incident the map draws: one with coordinates. */
export type LocatedIncident = MapIncident & { readonly latitude: number; readonly longitude: number };

export interface MapListDeps {
  /** Reads what the map shows (the incidents of the window, the live streams). */
  readonly load: () => Promise<Result<readonly MapIncident[], CallFailure>>;
  /** Repeats the read on the Clock while the section is open; its time says when the markers were read. */
  readonly repeat: Pick<RepeatFlow, 'every' | 'stop' | 'now'>;
  readonly refreshMs: number;
  /** Opens an incident (its page), recording what the section records. */
  readonly open: (entry: MapIncident) => void;
  /** Whether opening the entry joins its live session (its button says so); none: it opens the incident's page. */
  readonly opensLive?: (entry: MapIncident) => boolean;
}

/** Where a selection was made: a list selection centres the map on the marker, a map selection scrolls the list to its row. */
export type SelectionSource = 'list' | 'map';

/**
 * The admin maps (incidents map, teleport map): incidents as clustered markers on a map beside a list, the two in
 * step (one selection), refreshed on the Clock every `refreshMs` while the section is open. A failed refresh keeps
 * the markers on screen and says so. The view fits every marker until the user zooms, moves or selects from the list.
 */
export class MapListViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  entries: readonly MapIncident[] = [];
  /** The last refresh failed: the entries shown are the previous answer. */
  stale = false;
  /** When the entries shown were read (ms), null before the first answer. */
  updatedAt: number | null = null;
  selectedId: string | null = null;
  selectedFrom: SelectionSource | null = null;
  /** The view the user chose; null fits every marker. */
  chosenView: MapViewport | null = null;

  constructor(private readonly deps: MapListDeps) {
    makeObservableExcept(this, ['deps']);
  }

  get refreshMs(): number {
    return this.deps.refreshMs;
  }

  get located(): readonly LocatedIncident[] {
    return locatedIncidents(this.entries);
  }

  /** What the map shows: the user's view, else the one that fits every marker. */
  get view(): MapViewport {
    return this.chosenView ?? mapView(this.located);
  }

  /** The markers as drawn at the view's zoom: nearby ones as one cluster. */
  get clusters(): readonly MarkerCluster<LocatedIncident>[] {
    return clusterMarkers(this.located, this.view.zoom);
  }

  get selected(): MapIncident | null {
    return this.entries.find((e) => e.id === this.selectedId) ?? null;
  }

  start(): void {
    void this.refresh(false);
    this.deps.repeat.every(this.deps.refreshMs, () => this.refresh(true));
  }

  dispose(): void {
    this.deps.repeat.stop();
  }

  /** Reads again; `quiet` keeps the markers on screen meanwhile (the timed refresh, 'Refresh now'). */
  async refresh(quiet = true): Promise<void> {
    if (!quiet) this.status = 'loading';
    const answer = await this.deps.load();
    runInAction(() => {
      if (answer.ok) {
        this.entries = answer.value;
        this.status = 'ready';
        this.stale = false;
        this.updatedAt = this.deps.repeat.now();
        if (this.selected === null) this.selectedId = null;
      } else if (this.status === 'ready') this.stale = true;
      else this.status = 'failed';
    });
  }

  /** One selection for the map and the list; from the list the map centres on the marker, close enough to show it alone. */
  select(id: string, from: SelectionSource): void {
    const entry = this.located.find((e) => e.id === id);
    this.selectedId = this.entries.some((e) => e.id === id) ? id : null;
    this.selectedFrom = this.selectedId === null ? null : from;
    if (from === 'list' && entry) {
      this.chosenView = {
        center: { latitude: entry.latitude, longitude: entry.longitude },
        zoom: zoomToSeparate(this.located, id, this.view.zoom),
      };
    }
  }

  /** A cluster opens up: the map centres on it, zoomed in until its markers part (or as close as the map goes). */
  zoomInto(cluster: MarkerCluster<LocatedIncident>): void {
    let zoom = Math.min(this.view.zoom + 1, MAX_MAP_ZOOM);
    while (zoom < MAX_MAP_ZOOM && clusterMarkers(cluster.members, zoom).length === 1) zoom++;
    this.chosenView = { center: { latitude: cluster.latitude, longitude: cluster.longitude }, zoom };
  }

  zoomBy(delta: number): void {
    this.chosenView = viewAtZoom(this.view, this.view.zoom + delta);
  }

  /** Back to the view that shows every marker. */
  showAll(): void {
    this.chosenView = null;
  }

  /** The map was moved or zoomed by hand (the Google map). */
  setView(view: MapViewport): void {
    const current = this.view;
    const same =
      current.zoom === view.zoom &&
      Math.abs(current.center.latitude - view.center.latitude) < 1e-7 &&
      Math.abs(current.center.longitude - view.center.longitude) < 1e-7;
    if (!same) this.chosenView = view;
  }

  opensLive(entry: MapIncident): boolean {
    return this.deps.opensLive?.(entry) ?? false;
  }

  /** Opens the incident's page. */
  open(id: string): void {
    const entry = this.entries.find((e) => e.id === id);
    if (entry) this.deps.open(entry);
  }
}

/** What an admin map section's view model is made with: the maps' use case, the Clock's repeat, the hash navigation. */
export interface MapSectionDeps<U = IncidentsMapFacade> {
  readonly incidents: U;
  readonly repeat: MapListDeps['repeat'];
  readonly navigate: (route: string) => void;
  /** The signed-in user, for what opening an incident may do (join its live session). */
  readonly user?: { isSuperUser(): boolean; permissions(): readonly string[] };
}

export function mapSectionDeps(services: Services): MapSectionDeps {
  const user = services.get(CurrentUserStore);
  return { incidents: services.get(IncidentsMapFacade), repeat: services.get(RepeatFlow), navigate: navigateHash, user };
}

/** The tenant of an admin section's route ({tenant}/{section}). */
export function sectionTenant(params: AdminSectionParams): string {
  return 'tenant' in params.route ? (params.route.tenant ?? '') : '';
}
