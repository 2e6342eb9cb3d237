import type { ArgosGateway } from '../../application/ports/argos-gateway.port';
import type { ArgosIncident, ArgosRecord } from '../../domain/admin/argos';
import type { ListFields } from '../../domain/admin/list-query';
import type { EntityId } from '../../domain/incident/incident';
import { incidentsCreatePayload } from '../../domain/incident/incident-create';
import type { DemoCaller, DemoWorld } from './demo-world/demo-world';
import type { IncidentStore } from './demo-world/incident-store';
import type { DemoPlacesStore, PlacesBook } from './demo-world/places-store';
import { DemoBookList } from './demo-book-list';

type Sortable = string | number | boolean | null;
const sortField = (record: object, name: string): Sortable => {
  const value = (record as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
};

/** A places book's list of the demo world (see DemoBookList): the records are the book's own list. */
abstract class DemoPlacesList<T extends { readonly id: EntityId }> extends DemoBookList<T, PlacesBook, DemoPlacesStore> {
  protected abstract recordsOf(book: PlacesBook): T[];

  protected records(_caller: DemoCaller, book: PlacesBook): T[] {
    return this.recordsOf(book);
  }
}

/** Argos events; making an incident of one creates it in the demo's incidents (status DRAFT) and marks the event. */
export class FakeArgosGateway extends DemoPlacesList<ArgosRecord> implements ArgosGateway {
  protected readonly what = 'Argos record';
  protected readonly fields: ListFields<ArgosRecord> = {
    text: (r) => `${r.code} ${r.kind} ${r.description} ${r.address}`,
    sortValue: sortField,
    matches: (r, filter, value) => (filter === 'status' ? r.status === value : true),
  };

  constructor(
    world: DemoWorld,
    store: DemoPlacesStore,
    private readonly incidents: IncidentStore,
  ) {
    super(world, store);
  }

  protected recordsOf(book: PlacesBook): ArgosRecord[] {
    return book.argos;
  }

  async createIncident(id: EntityId): Promise<ArgosIncident> {
    const { caller, record } = await this.answer((who, book) => ({ caller: who, record: this.store.find(book.argos, id, this.what) }));
    if (record.incidentId !== null) return { incidentId: record.incidentId };
    const city = record.address.split(' - ')[1]?.split(',')[1]?.trim() ?? '';
    const created = await this.incidents.create(
      caller.tenant.id,
      incidentsCreatePayload({
        title: `Argos ${record.code}`,
        description: record.description,
        address: record.address,
        city,
        latitude: record.latitude,
        longitude: record.longitude,
      }),
      caller.account,
    );
    const book = this.store.book(caller.tenant.id);
    const index = book.argos.findIndex((r) => r.id === record.id);
    book.argos.splice(index, 1, { ...record, status: 'incident_created', incidentId: created.id });
    this.store.keep(caller.tenant.id);
    return { incidentId: created.id };
  }
}
