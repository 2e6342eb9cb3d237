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

/**
 * Unlinking an entry of the panel removes one incident's own link: the one on screen for the incident it links to,
 * the other one for an incident linking to it. The current entry has no link to remove (null).
 */
export function linkOwnerOf(currentId: string, entry: LinkedIncidentEntry): string | null {
  if (entry.relation === 'current') return null;
  return entry.relation === 'links-to' ? currentId : entry.id;
}

/** Why the incident on screen cannot link to a chosen one: itself, or one already in the panel. */
export type LinkRefusal = 'self' | 'already-linked';

export function linkRefusal(currentId: string, targetId: string, entries: readonly LinkedIncidentEntry[]): LinkRefusal | null {
  const target = targetId.trim();
  if (target === currentId.trim()) return 'self';
  return entries.some((e) => e.id === target) ? 'already-linked' : null;
}

/** A search answer the incident on screen may link to: with an id, not itself, not already in the panel. */
export interface LinkCandidate {
  readonly id: string;
  readonly title: string;
  readonly at: string;
}

export function linkCandidates(
  currentId: string,
  entries: readonly LinkedIncidentEntry[],
  results: readonly { readonly id?: number | string | null; readonly title?: string | null; readonly createdAt?: string | null }[],
): LinkCandidate[] {
  const seen = new Set<string>();
  return results.flatMap((result) => {
    const id = result.id === null || result.id === undefined ? '' : String(result.id).trim();
    if (id === '' || seen.has(id) || linkRefusal(currentId, id, entries) !== null) return [];
    seen.add(id);
    return [
      {
        id,
        title: typeof result.title === 'string' ? result.title.trim() : '',
        at: typeof result.createdAt === 'string' ? result.createdAt : '',
      },
    ];
  });
}
