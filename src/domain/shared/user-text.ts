import { MAX_FIELD_LENGTH } from './constants';

/**
 * What an operator types, made safe to keep and to show: control characters out, a field's length limit kept (counted
 * in characters, never splitting one), and text of either direction isolated where it is shown beside other text.
 */

/** A one-line field (title, address, a search criterion) or a text that keeps its lines and tabs (description, chat). */
export type TextShape = 'line' | 'multiline';

/**
 * When a field's counter shows: from the start ('always': a description, where the room left matters while writing)
 * or only from 90% of the limit on ('near', the default: a name or a chat message, where a counter would be noise).
 */
export type CounterShown = 'always' | 'near';

/** How one field takes typed text: its shape, the most characters it holds and when its counter shows. */
export interface TextRule {
  readonly shape: TextShape;
  readonly max: number;
  readonly counter?: CounterShown;
}

/**
 * A text field that names no rule of its own (an administration form's free text, say): one line of at most the
 * server's varchar(255), so no form sends a text the server could only refuse.
 */
export const DEFAULT_TEXT_RULE: TextRule = { shape: 'line', max: MAX_FIELD_LENGTH };

/** The rule of a form's field: its own where the form has one, else DEFAULT_TEXT_RULE. */
export function ruleOf(rules: Readonly<Record<string, TextRule>>, field: string): TextRule {
  return Object.hasOwn(rules, field) ? rules[field] : DEFAULT_TEXT_RULE;
}

/**
 * The limits of the operator's free-text fields. Title, address and description are varchar(255) on the server
 * (SPEC §5 'value_too_long'), so a longer text could only be refused; chat and search are the console's own limits.
 */
export const TEXT_RULES = {
  title: { shape: 'line', max: MAX_FIELD_LENGTH },
  address: { shape: 'line', max: MAX_FIELD_LENGTH },
  description: { shape: 'multiline', max: MAX_FIELD_LENGTH, counter: 'always' },
  // A chat message: Twilio Conversations takes far more, but 1,600 is what one text message may carry when the
  // conversation is relayed to the caller's phone.
  chat: { shape: 'multiline', max: 1600 },
  search: { shape: 'line', max: 100 },
} as const satisfies Record<string, TextRule>;

// C0 controls, DEL and C1 controls; a multi-line text keeps tab (U+0009) and line feed (U+000A).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- as above
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// The direction overrides and isolates (LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI): kept, they would reorder what is
// shown after the text wherever it is shown (a list, a report, a text message), and nothing typed needs them.
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Strips NUL, the other control characters and the direction overrides and isolates. A one-line field turns line
 * breaks, tabs and the Unicode line and paragraph separators into one space each (a pasted address keeps its words
 * apart); a multi-line text keeps tabs and line breaks, written as one line feed each.
 */
export function cleanText(value: string, shape: TextShape): string {
  const kept = value.replace(DIRECTION_CONTROLS, '');
  if (shape === 'multiline') return kept.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(MULTILINE_CONTROLS, '');
  return kept.replace(/\r\n|[\t\n\r\u2028\u2029]/g, ' ').replace(LINE_CONTROLS, '');
}

/**
 * A form's values with every text cleaned (`cleanText`) by its field's rule (`ruleOf`: one line unless its rule is
 * multi-line). Values that are not text (a switch, a list of choices) are kept as they are; a form without a change
 * keeps its object.
 */
export function cleanFormValues<V extends object>(values: V, rules: Readonly<Record<string, TextRule>> = {}): V {
  let changed = false;
  const cleaned: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const kept = typeof value === 'string' ? cleanText(value, ruleOf(rules, field).shape) : value;
    if (kept !== value) changed = true;
    cleaned[field] = kept;
  }
  return changed ? (cleaned as V) : values;
}

/** The number of characters (code points) of a text: an emoji counts once, as the operator sees it. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** A typed value as kept: the text, and how many typed characters did not fit. */
export interface FittedText {
  readonly value: string;
  readonly cut: number;
}

/**
 * Keeps a field at `max` characters the way a text box with a limit does: what was there before stays, and of what
 * was typed or pasted in between only what fits is kept (a paste of 100,000 characters keeps its first ones; a key
 * pressed in a full field changes nothing). A value already longer than `max` (set by the program) is cut at `max`.
 */
export function fitText(previous: string, next: string, max: number): FittedText {
  const after = Array.from(next);
  if (after.length <= max) return { value: next, cut: 0 };
  const before = Array.from(previous);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) {
    end += 1;
  }
  const room = Math.max(0, max - start - end);
  const kept = [...after.slice(0, start), ...after.slice(start, after.length - end).slice(0, room), ...after.slice(after.length - end)];
  const value = kept.slice(0, max);
  return { value: value.join(''), cut: after.length - value.length };
}

/** What typing did to a field: the value kept, the characters that did not fit, and whether control characters went. */
export interface TypedText extends FittedText {
  readonly cleaned: boolean;
}

/** Applies a field's rule to what the operator typed (cleaned first, then fitted against the previous value). */
export function typeText(previous: string, typed: string, rule: TextRule): TypedText {
  const clean = cleanText(typed, rule.shape);
  return { ...fitText(previous, clean, rule.max), cleaned: clean !== typed };
}

/**
 * How close a text is to its limit, in steps coarse enough to be announced: a screen reader hears the step change
 * (nearly full, full, over), never each keystroke.
 */
export type LengthBand = 'room' | 'near' | 'full' | 'over';

/** The counter beside a field: shown from 90% of its limit on (or always, see CounterShown), and how full it is. */
export interface LengthHint {
  readonly count: number;
  readonly limit: number;
  readonly show: boolean;
  readonly over: boolean;
  readonly band: LengthBand;
}

export function lengthHint(value: string, limit: number, shown: CounterShown = 'near'): LengthHint {
  const count = characterCount(value);
  const near = count >= Math.ceil(limit * 0.9);
  const band: LengthBand = count > limit ? 'over' : count === limit ? 'full' : near ? 'near' : 'room';
  return { count, limit, show: shown === 'always' || near, over: count > limit, band };
}

/** A field's counter by its rule; `limit` where something tighter than the rule applies (a tenant's title limit). */
export function ruleHint(value: string, rule: TextRule, limit: number = rule.max): LengthHint {
  return lengthHint(value, limit, rule.counter);
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** A right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms) or a directional control. */
const RIGHT_TO_LEFT_OR_CONTROL =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * Wraps text typed by someone for a place that takes only plain text (the tab's title, a map label): its direction
 * is its own first strong character's, and nothing in it (U+202E right-to-left override included) reorders the text
 * around it. Text with no right-to-left letter and no directional control cannot reorder anything on these
 * left-to-right pages, and stays as typed, so a screen reader's name for it and a search for it are the plain title.
 * Blank text stays as it is.
 */
export function isolateText(value: string): string {
  return RIGHT_TO_LEFT_OR_CONTROL.test(value) ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}` : value;
}
