import type { Incident } from '../../domain/incident/incident';
import { EDIT_PARTS, mergeEdits, partText, withPart, type EditMerge, type EditPart } from '../../domain/incident-form/edit-merge';
import { incidentEditValuesOf, type IncidentEditValues } from '../../domain/incident-form/incident-form-values';
import { err, ok, type Result } from '../../domain/shared/result';
import type { UpdateIncidentInput } from '../ports/incidents-gateway.port';
import type { IncidentAnswerOrder } from './incident-answer-order';
import type { ConflictChoice, IncidentEditError, OtherEdit } from './incident-edit.types';
import type { LoadIncidentUseCase } from './load-incident.use-case';

/**
 * What the edit form knows of the server's side: the newest copy it has seen, the parts both sides changed since the
 * form's base, and whether the operator is being asked to choose between them. IncidentEditFlow owns one.
 */
export class EditServerCopy {
  incident: Incident | null = null;
  /** The parts changed both here and on the server, to different values. */
  private conflicts: readonly EditPart[] = [];
  /** The conflict choice is open. */
  choosing = false;

  constructor(
    private readonly load: LoadIncidentUseCase,
    private readonly order: IncidentAnswerOrder,
  ) {}

  reset(incident: Incident): void {
    this.incident = incident;
    this.conflicts = [];
    this.choosing = false;
  }

  /** The newest server copy before a save; an answer older than one already applied gives way to that one. */
  async read(id: string | number): Promise<Result<Incident, IncidentEditError>> {
    const ticket = this.order.begin();
    const read = await this.load.execute({ id, page: 'view' });
    if (!read.ok) return read.error.kind === 'finished' ? err({ kind: 'unknown' }) : err(read.error);
    return ok(this.order.settle(id, ticket) || !this.incident ? read.value.incident : this.incident);
  }

  /** Merges a server copy with the form (base: what the form is based on; mine: what it holds). */
  merge(base: IncidentEditValues, mine: IncidentEditValues, incident: Incident): EditMerge {
    const merge = mergeEdits(base, mine, incidentEditValuesOf(incident));
    this.incident = incident;
    this.conflicts = merge.conflicts;
    if (merge.conflicts.length === 0) this.choosing = false;
    return merge;
  }

  /** Whether the choice names a side for every part in conflict. */
  decides(choice: ConflictChoice): boolean {
    return typeof choice === 'string' || this.conflicts.every((part) => choice[part] !== undefined);
  }

  /** The operator chose: their text becomes the base either way, and the form's text too when theirs was chosen. */
  resolve(
    choice: ConflictChoice,
    base: IncidentEditValues,
    mine: IncidentEditValues,
  ): { saved: IncidentEditValues; values: IncidentEditValues } {
    let saved = base;
    let values = mine;
    if (this.incident) {
      const theirs = incidentEditValuesOf(this.incident);
      for (const part of this.conflicts) {
        // Keeping mine makes mine a change over theirs, which the save then sends.
        saved = withPart(saved, theirs, part);
        if ((typeof choice === 'string' ? choice : choice[part]) === 'theirs') values = withPart(values, theirs, part);
      }
    }
    this.conflicts = [];
    this.choosing = false;
    return { saved, values };
  }

  /** Each part in conflict with both texts, who changed it on the server and when. */
  otherEdits(mine: IncidentEditValues): readonly OtherEdit[] {
    const server = this.incident;
    if (!server || this.conflicts.length === 0) return [];
    const theirs = incidentEditValuesOf(server);
    const by = server.userUpdate ?? null;
    const at = server.updatedAt ?? null;
    return EDIT_PARTS.filter((part) => this.conflicts.includes(part)).map((part) => ({
      part,
      mine: partText(part, mine),
      theirs: partText(part, theirs),
      by,
      at,
    }));
  }
}

export interface Sending {
  /** The parts this operator changed that go now. */
  readonly parts: readonly EditPart[];
  /** The form as it was when the save took it. */
  readonly sent: IncidentEditValues;
}

/** What updateIncident receives: only the given fields (text trimmed), with the status as the server last had it. */
export function changesOf(
  sent: IncidentEditValues,
  fields: readonly (keyof IncidentEditValues)[],
  status: string | undefined,
): UpdateIncidentInput {
  const has = (field: keyof IncidentEditValues) => fields.includes(field);
  return {
    ...(has('title') ? { title: sent.title.trim() } : {}),
    ...(has('description') ? { description: sent.description.trim() } : {}),
    ...(has('address') ? { address: sent.address.trim() } : {}),
    ...(has('city') ? { city: sent.city.trim() } : {}),
    ...(has('latitude') ? { latitude: sent.latitude } : {}),
    ...(has('longitude') ? { longitude: sent.longitude } : {}),
    ...(status !== undefined ? { status } : {}),
  };
}
