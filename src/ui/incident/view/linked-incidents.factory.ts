import { IncidentLinksFacade } from '../../../application/incidents/incident-links.facade';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import { SearchIncidentsUseCase } from '../../../application/incidents/search-incidents.use-case';
import { navigateHash } from '../../shared/hash-location';
import type { Services } from '../../shared/services';
import { LinkedIncidentsModel, type LinkedIncidentsDeps } from './linked-incidents.model';

/** The linked-incidents panel's facade and search, from the composition. */
export function linkedIncidentsDeps(services: Services): Pick<LinkedIncidentsDeps, 'list' | 'search' | 'links' | 'mayChange'> {
  const user = services.get(CurrentUserStore);
  const links = services.get(IncidentLinksFacade);
  return {
    mayChange: (change) => user.mayChangeIncident(change),
    list: { execute: (input) => links.list(input) },
    search: services.get(SearchIncidentsUseCase),
    links,
  };
}

/** The panel on its own (the live page's link control): choosing a linked incident opens its view. */
export function createLinkedIncidentsModel(
  services: Services,
  params: { readonly tenant: string; readonly incidentId: string; readonly notify: LinkedIncidentsDeps['notify'] },
): LinkedIncidentsModel {
  return new LinkedIncidentsModel(
    { ...linkedIncidentsDeps(services), navigate: (route) => navigateHash(route), notify: params.notify },
    params.tenant,
    params.incidentId,
  );
}
