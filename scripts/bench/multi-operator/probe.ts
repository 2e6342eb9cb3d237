/**
 * One probe of the bench figure "multi-operator": a situation of several operators or tabs on one demo world
 * (src/composition/simulation/shared-world.ts), played headless in virtual time, and how often work was lost,
 * overwritten or missed in it. Each probe is one file beside this one whose default export is a MultiOperatorProbe.
 */
export interface MultiOperatorProbe {
  /** The figure's line, as printed: `<label>: N`. */
  readonly label: MultiOperatorLabel;
  /** Plays every case and counts the failures (0 when nothing was lost), with one row per case for the table. */
  measure(): Promise<{ readonly value: number; readonly cases: ReadonlyArray<readonly [string, number]> }>;
}

export const MULTI_OPERATOR_LABELS = [
  'updates overwritten',
  'first-load events missed',
  'stale answers applied',
  'tab drafts lost',
  'chat messages lost',
  'garbage answers accepted',
] as const;

export type MultiOperatorLabel = (typeof MULTI_OPERATOR_LABELS)[number];
