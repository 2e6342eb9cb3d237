import type { RowActionTone } from './list-table-styles';

/**
 * One action of a list row. Its words live under the section's words: `<words>.<key>` is what it shows and
 * `<words>.<key>_named` (with `{{name}}`, the record's name) what a screen reader names it, so every row's button is
 * told apart from the next row's.
 */
export interface RowAction {
  readonly key: string;
  readonly onSelect: () => void;
  /** neutral: outlined (edit, open); positive: green (approve); caution: outlined red (revoke, reject); danger: red (delete). */
  readonly tone?: RowActionTone;
  /** Shown only when true (default true). */
  readonly when?: boolean;
  readonly busy?: boolean;
  readonly disabled?: boolean;
}
