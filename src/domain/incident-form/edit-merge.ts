import type { IncidentEditValues } from './incident-form-values';

/**
 * What the edit form merges as one piece: the title, the description, and the address with the city and coordinates
 * its suggestion set (they change together, so taking one side's address takes its city and point too).
 */
export type EditPart = 'title' | 'description' | 'address';
export const EDIT_PARTS: readonly EditPart[] = ['title', 'description', 'address'];

/** The form fields each part holds. */
export const FIELDS_OF_PART: Readonly<Record<EditPart, readonly (keyof IncidentEditValues)[]>> = {
  title: ['title'],
  description: ['description'],
  address: ['address', 'city', 'latitude', 'longitude'],
};

/** The outcome of comparing what this operator typed (mine) and the server's newest copy (theirs) with the copy both started from (base). */
export interface EditMerge {
  /** The form after the merge: theirs where only the server changed, mine elsewhere (mine stays where both changed). */
  readonly values: IncidentEditValues;
  /** The copy the form is now based on: theirs, except for the parts in conflict (they keep the old base until chosen). */
  readonly base: IncidentEditValues;
  /** Changed only here: what a save sends. */
  readonly mine: readonly EditPart[];
  /** Changed only on the server: taken into the form. */
  readonly theirs: readonly EditPart[];
  /** Changed on both sides, to different values: the operator chooses. */
  readonly conflicts: readonly EditPart[];
}

const text = (value: string): string => value.trim();

/** Whether two copies hold the same part (text compared trimmed, as a save trims it). */
export function samePart(part: EditPart, a: IncidentEditValues, b: IncidentEditValues): boolean {
  return FIELDS_OF_PART[part].every((field) => {
    const x = a[field];
    const y = b[field];
    return typeof x === 'string' && typeof y === 'string' ? text(x) === text(y) : x === y;
  });
}

/** Copies a part's fields from `from` over `into`. */
export function withPart(into: IncidentEditValues, from: IncidentEditValues, part: EditPart): IncidentEditValues {
  return { ...into, ...Object.fromEntries(FIELDS_OF_PART[part].map((field) => [field, from[field]])) };
}

/**
 * A three-way merge of the edit form: a part only one side changed takes that side's value, a part both changed to
 * the same value is settled, a part both changed differently is a conflict (never decided here).
 */
export function mergeEdits(base: IncidentEditValues, mine: IncidentEditValues, theirs: IncidentEditValues): EditMerge {
  let values = mine;
  let nextBase = theirs;
  const changedHere: EditPart[] = [];
  const changedThere: EditPart[] = [];
  const conflicts: EditPart[] = [];
  for (const part of EDIT_PARTS) {
    const here = !samePart(part, base, mine);
    const there = !samePart(part, base, theirs);
    if (here && there && !samePart(part, mine, theirs)) {
      conflicts.push(part);
      nextBase = withPart(nextBase, base, part);
    } else if (here && !there) changedHere.push(part);
    else if (there) {
      if (!here) changedThere.push(part);
      values = withPart(values, theirs, part);
    }
  }
  return { values, base: nextBase, mine: changedHere, theirs: changedThere, conflicts };
}

/** What a part shows in the conflict choice: the text, or the address for the address part. */
export function partText(part: EditPart, values: IncidentEditValues): string {
  return part === 'address' ? values.address : values[part];
}
