import { linkedIncidentRoute, type LinkedIncidentEntry } from '../../../domain/incident/linked-incidents';
import { LoadedList, type IncidentListSource } from './loaded-list.model';

export interface LinkedIncidentsDeps {
  readonly list: IncidentListSource<LinkedIncidentEntry>;
  readonly navigate: (route: string) => void;
}

/**
 * SPEC §2 Incident view, linked-incidents panel: the incident it links to, itself (disabled) and those linking to it;
 * choosing one opens its view (the page starts over with the new incident).
 */
export class LinkedIncidentsModel {
  readonly entries: LoadedList<LinkedIncidentEntry>;

  constructor(
    private readonly deps: LinkedIncidentsDeps,
    private readonly tenant: string,
    incidentId: string,
  ) {
    this.entries = new LoadedList(deps.list, incidentId);
  }

  choose(entry: LinkedIncidentEntry): void {
    const route = linkedIncidentRoute(this.tenant, entry);
    if (route.ok) this.deps.navigate(route.value);
  }

  start(): void {
    this.entries.start();
  }

  dispose(): void {
    this.entries.dispose();
  }
}
