import { err, ok, type Result } from '../shared/result';
import { isDeleted, isFinished, type Incident } from './incident';

/** One line of the linked-incidents panel. */
export interface LinkedIncidentEntry {
  readonly id: string;
  readonly title: string;
  readonly at: string;
  /** current: the incident on screen (disabled); links-to: the one it links to; linked-to-me: those linking to it. */
  readonly relation: 'current' | 'links-to' | 'linked-to-me';
  readonly disabled: boolean;
  readonly finished: boolean;
}

const entry = (incident: Incident, relation: LinkedIncidentEntry['relation']): LinkedIncidentEntry | null => {
  if (incident.id === null || incident.id === undefined || isDeleted(incident)) return null;
  return {
    id: String(incident.id),
    title: typeof incident.title === 'string' ? incident.title : '',
    at: typeof incident.at === 'string' ? incident.at : '',
    relation,
    disabled: relation === 'current',
    finished: isFinished(incident),
  };
};

/**
 * SPEC §2 Incident view, linked-incidents panel: the incident it links to, itself (disabled) and those linking to it,
 * each once, oldest first, deleted ones left out.
 */
export function linkedIncidentEntries(incident: Incident): LinkedIncidentEntry[] {
  const entries = [
    incident.linkedIncident ? entry(incident.linkedIncident, 'links-to') : null,
    entry(incident, 'current'),
    ...(incident.linkedIncidentsToMe ?? []).map((l) => entry(l, 'linked-to-me')),
  ].filter((e): e is LinkedIncidentEntry => e !== null);
  const seen = new Set<string>();
  const unique = entries.filter((e) => !seen.has(e.id) && seen.add(e.id));
  return [...unique].sort((a, b) => (Date.parse(a.at) || 0) - (Date.parse(b.at) || 0));
}

/** SPEC §2: the chosen linked incident opens {tenant}/incident/view/{id}; the current one (disabled) cannot be chosen. */
export function linkedIncidentRoute(
  tenant: string | null | undefined,
  chosen: LinkedIncidentEntry,
): Result<string, { readonly kind: 'current' } | { readonly kind: 'no-tenant' }> {
  if (chosen.disabled) return err({ kind: 'current' });
  if (!tenant) return err({ kind: 'no-tenant' });
  return ok(`${encodeURIComponent(tenant)}/incident/view/${encodeURIComponent(chosen.id)}`);
}
