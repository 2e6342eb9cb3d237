import { TOAST_DURATIONS } from './constants';

/** How a notice reads: news, a success, a warning or a failure (its colour and its SPEC §9 time on screen). */
export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

/** A words key, or keys tried in order (the first the language has). */
export type WordsKey = string | readonly string[];

/**
 * Words the user reads: a words key, the values it is filled with, and the server's own words after them (SPEC §8
 * shows those as they came, as text).
 */
export interface NoticeWords<K extends WordsKey = WordsKey> {
  readonly key: K;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly serverText?: string;
}

/** What the user can do about a notice (Undo, Retry now): its button's words and what it runs. */
export interface NoticeAction {
  readonly label: NoticeWords;
  readonly run: () => void;
}

/**
 * The one shape of a message a view model hands to the UI for the user to read (SPEC §8), a toast or a note on the
 * screen: its kind, its words, why when it failed (`detail`), and what can be done about it (`action`).
 */
export interface Notice<K extends WordsKey = WordsKey> extends NoticeWords<K> {
  readonly kind: NoticeKind;
  readonly detail?: NoticeWords;
  readonly action?: NoticeAction;
}

/**
 * SPEC §9 Toasts: 2 s by default, success and error 3 s; one offering an action stays as long as a push toast (8 s),
 * to be reached.
 */
export function noticeDuration(notice: Pick<Notice, 'kind' | 'action'>): number {
  if (notice.action) return TOAST_DURATIONS.push;
  if (notice.kind === 'success') return TOAST_DURATIONS.success;
  if (notice.kind === 'error') return TOAST_DURATIONS.error;
  return TOAST_DURATIONS.default;
}
