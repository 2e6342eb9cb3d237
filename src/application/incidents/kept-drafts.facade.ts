import { incidentEditActions } from '../../domain/audit/operator-actions';
import { incidentEditValuesOf } from '../../domain/incident-form/incident-form-values';
import type { KeptDraft } from '../../domain/incident-form/kept-drafts';
import { draftToOffer } from '../../domain/incident-form/unsaved-edits';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AuditRecorder } from '../admin/audit-recorder';
import type { IncidentsGateway, UpdateIncidentInput } from '../ports/incidents-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import { incidentById } from './incident-by-id';
import type { IncidentDraftsStore } from './incident-drafts.store';

/** Some kept drafts could not be saved: how many, and why the first one failed. They stay kept. */
export interface DraftsNotSaved {
  readonly kind: 'not-saved';
  readonly failed: number;
  readonly failure: CallFailure;
}

/**
 * The signed-in operator's unsaved drafts, all tabs together, as a logout sees them: how many there are, saving them
 * all now, or discarding them.
 */
export class KeptDraftsFacade {
  constructor(
    private readonly drafts: IncidentDraftsStore,
    private readonly incidents: IncidentsGateway,
    private readonly audit: AuditRecorder,
  ) {}

  /** How many incidents hold unsaved text of this operator (in any tab). */
  count(): number {
    return new Set(this.drafts.accountDrafts().map((kept) => kept.incidentId)).size;
  }

  /**
   * Sends every kept draft to its incident (the typed title and description over the server's copy, the status
   * unchanged, as an auto-save does); each one the server accepts, or already holds, is forgotten.
   */
  async saveAll(): Promise<Result<{ readonly saved: number }, DraftsNotSaved>> {
    let saved = 0;
    let failed = 0;
    let failure: CallFailure | null = null;
    for (const [incidentId, kept] of byIncident(this.drafts.accountDrafts())) {
      const result = await this.saveOne(incidentId, kept);
      if (result.ok) {
        this.drafts.discard(kept);
        saved++;
      } else {
        failed++;
        failure ??= result.error;
      }
    }
    return failure ? err({ kind: 'not-saved', failed, failure }) : ok({ saved });
  }

  /** Forgets every draft of this operator. */
  discardAll(): void {
    this.drafts.discard(this.drafts.accountDrafts());
  }

  /** The incident's drafts (newest first) folded into one text per field, the newest winning. */
  private async saveOne(incidentId: string, kept: readonly KeptDraft[]): Promise<Result<void, CallFailure>> {
    const found = await incidentById(this.incidents, incidentId);
    if (!found.ok) return found;
    const server = incidentEditValuesOf(found.value);
    const typed = [...kept].reverse().reduce((all, k) => ({ ...all, ...k.draft }), { updatedAt: 0 });
    const due = draftToOffer(typed, server);
    if (!due) return ok(undefined);
    const changes: UpdateIncidentInput = {
      ...(due.title !== undefined ? { title: due.title.trim() } : {}),
      ...(due.description !== undefined ? { description: due.description.trim() } : {}),
      ...(typeof found.value.status === 'string' ? { status: found.value.status } : {}),
    };
    const sent = await attempt(() => this.incidents.updateIncident(incidentId, changes));
    if (!sent.ok) return sent;
    const fields = (['title', 'description'] as const).filter((field) => due[field] !== undefined);
    const accepted = {
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
    };
    for (const action of incidentEditActions(fields, server, accepted)) this.audit.record(action, { incidentId });
    return ok(undefined);
  }
}

function byIncident(drafts: readonly KeptDraft[]): ReadonlyMap<string, readonly KeptDraft[]> {
  const groups = new Map<string, KeptDraft[]>();
  for (const kept of drafts) groups.set(kept.incidentId, [...(groups.get(kept.incidentId) ?? []), kept]);
  return groups;
}
