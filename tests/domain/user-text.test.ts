import { describe, expect, it } from 'vitest';
import { titleCounterLimit } from '../../src/domain/incident-form/incident-form-validation';
import {
  characterCount,
  cleanFormValues,
  cleanText,
  fitText,
  isolateText,
  DEFAULT_TEXT_RULE,
  lengthHint,
  ruleHint,
  ruleOf,
  TEXT_RULES,
  typeText,
  type CounterShown,
  type TextRule,
  type TextShape,
} from '../../src/domain/shared/user-text';

const RLO = '\u202E';

describe('cleanText: control characters out of what the operator types', () => {
  it.each<[string, string, TextShape, string]>([
    ['plain text stays', 'Fallen tree', 'line', 'Fallen tree'],
    ['NUL goes', 'Fire\u0000 on 5th', 'line', 'Fire on 5th'],
    ['bell, escape and DEL go', 'a\u0007b\u001Bc\u007Fd', 'line', 'abcd'],
    ['C1 controls go', 'a\u0085b\u009Fc', 'line', 'abc'],
    ['a line break in a one-line field is a space', 'Carrera 7\nBogotá', 'line', 'Carrera 7 Bogotá'],
    ['CR LF in a one-line field is one space', 'Carrera 7\r\nBogotá', 'line', 'Carrera 7 Bogotá'],
    ['a tab in a one-line field is a space', 'a\tb', 'line', 'a b'],
    ['line separator in a one-line field is a space', 'a\u2028b', 'line', 'a b'],
    ['a description keeps its lines and tabs', 'line 1\n\tline 2', 'multiline', 'line 1\n\tline 2'],
    ['a description writes CR LF and CR as LF', 'a\r\nb\rc', 'multiline', 'a\nb\nc'],
    ['a description loses NUL and vertical tab', 'a\u0000b\u000Bc', 'multiline', 'abc'],
    ['the right-to-left override goes', `${RLO}gnp.exe`, 'line', 'gnp.exe'],
    ['every embedding and override goes', 'a\u202Ab\u202Bc\u202Cd\u202De\u202Ef', 'line', 'abcdef'],
    ['every isolate goes', 'a\u2066b\u2067c\u2068d\u2069e', 'line', 'abcde'],
    ['a description loses the override, keeps its lines', `line 1\n${RLO}line 2`, 'multiline', 'line 1\nline 2'],
    ['right-to-left letters and marks stay', 'שלום \u200Fمرحبا\u200E', 'line', 'שלום \u200Fمرحبا\u200E'],
    ['emoji and accents stay', 'Incêndio 🔥', 'line', 'Incêndio 🔥'],
  ])('%s', (_case, typed, shape, expected) => {
    expect(cleanText(typed, shape)).toBe(expected);
  });
});

describe("cleanFormValues: every text of a form, by its field's rule", () => {
  const corners: Record<string, TextRule> = { corners: { shape: 'multiline', max: 4000 } };
  it.each<[string, Record<string, unknown>, Record<string, TextRule>, Record<string, unknown>]>([
    ['NUL and the override leave every text', { name: `Ad${RLO}min\u0000`, email: 'a\u0000@b.co' }, {}, { name: 'Admin', email: 'a@b.co' }],
    ['a field with no rule is one line', { name: 'a\nb' }, {}, { name: 'a b' }],
    ['a multi-line field keeps its lines', { corners: '1, 2\n3, 4', name: 'a\nb' }, corners, { corners: '1, 2\n3, 4', name: 'a b' }],
    [
      'switches and lists stay as they are',
      { active: true, roles: ['x\u0000'], count: 3 },
      {},
      { active: true, roles: ['x\u0000'], count: 3 },
    ],
  ])('%s', (_case, values, rules, expected) => {
    expect(cleanFormValues(values, rules)).toEqual(expected);
  });

  it('a clean form keeps its object', () => {
    const values = { name: 'Plain', active: false };
    expect(cleanFormValues(values)).toBe(values);
  });
});

describe("ruleOf: a form's field takes its own rule, else one line of the server's 255", () => {
  const rules: Record<string, TextRule> = { name: { shape: 'line', max: 100 }, corners: { shape: 'multiline', max: 4000 } };
  it.each<[string, string, TextRule]>([
    ['a field with its rule', 'name', { shape: 'line', max: 100 }],
    ['a multi-line field', 'corners', { shape: 'multiline', max: 4000 }],
    ['a field without a rule', 'label', { shape: 'line', max: 255 }],
    ['a name of the object prototype is no rule', 'constructor', { shape: 'line', max: 255 }],
  ])('%s', (_case, field, rule) => {
    expect(ruleOf(rules, field)).toEqual(rule);
  });

  it('the default is the varchar(255) of the server', () => {
    expect(DEFAULT_TEXT_RULE).toEqual({ shape: 'line', max: 255 });
  });
});

describe('fitText: a field keeps its limit the way a text box with a limit does', () => {
  const long = 'x'.repeat(100_000);
  it.each<[string, string, string, number, string, number]>([
    ['under the limit: as typed', 'ab', 'abc', 5, 'abc', 0],
    ['at the limit: as typed', 'abcd', 'abcde', 5, 'abcde', 0],
    ['a paste into an empty field keeps its first characters', '', 'abcdefgh', 5, 'abcde', 3],
    ['a key in a full field changes nothing', 'abcde', 'abcdeX', 5, 'abcde', 1],
    ['a key in the middle of a full field changes nothing', 'abcde', 'abXcde', 5, 'abcde', 1],
    ['a paste in the middle keeps what fits and the text after it', 'ab', 'a1234b', 5, 'a123b', 1],
    ['a paste over a selection replaces it with what fits', 'abcde', 'a123456e', 5, 'a123e', 3],
    ['an emoji is one character and is never split', '', '🔥🔥🔥', 2, '🔥🔥', 1],
    ['a value set longer than the limit is cut at it', 'abcdefg', 'abcdefgh', 5, 'abcde', 3],
  ])('%s', (_case, previous, next, max, value, cut) => {
    expect(fitText(previous, next, max)).toEqual({ value, cut });
  });

  it('a paste of 100,000 characters into a title keeps 255', () => {
    const result = fitText('', long, TEXT_RULES.title.max);
    expect(characterCount(result.value)).toBe(255);
    expect(result.cut).toBe(100_000 - 255);
  });
});

describe('typeText: cleaned, then fitted', () => {
  it.each<[string, string, string, number, string, number, boolean]>([
    ['clean text under the limit', '', 'Fire', 10, 'Fire', 0, false],
    ['control characters go before counting', '', 'ab\u0000\u0000cd', 4, 'abcd', 0, true],
    ['a cleaned paste still over the limit is cut', '', 'ab\u0000cdefg', 4, 'abcd', 3, true],
  ])('%s', (_case, previous, typed, max, value, cut, cleaned) => {
    expect(typeText(previous, typed, { shape: 'line', max })).toEqual({ value, cut, cleaned });
  });
});

describe('lengthHint: the counter near the limit', () => {
  it.each<[string, string, number, boolean, boolean]>([
    ['far from the limit: hidden', 'x'.repeat(10), 255, false, false],
    ['at 90% of the limit: shown', 'x'.repeat(230), 255, true, false],
    ['at the limit: shown, not over', 'x'.repeat(60), 60, true, false],
    ['over the tenant limit: shown and over', 'x'.repeat(61), 60, true, true],
    ['an emoji counts once', '🔥'.repeat(9), 10, true, false],
  ])('%s', (_case, value, limit, show, over) => {
    expect(lengthHint(value, limit)).toMatchObject({ count: characterCount(value), limit, show, over });
  });

  it.each<[string, number, CounterShown, boolean, string]>([
    ['a short description shows its counter', 3, 'always', true, 'room'],
    ['a short title hides it', 3, 'near', false, 'room'],
    ['nearly full', 230, 'always', true, 'near'],
    ['full', 255, 'always', true, 'full'],
    ['over', 256, 'near', true, 'over'],
  ])('%s: the band a screen reader hears changes in steps', (_case, length, shown, show, band) => {
    expect(lengthHint('x'.repeat(length), 255, shown)).toMatchObject({ show, band });
  });

  it.each<[string, string, TextRule, number | undefined, object]>([
    ['a description counts from its first character', 'abc', TEXT_RULES.description, undefined, { count: 3, limit: 255, show: true }],
    ['a chat message hides its counter far from the limit', 'x'.repeat(1000), TEXT_RULES.chat, undefined, { limit: 1600, show: false }],
    ['a chat message shows it from 90%', 'x'.repeat(1440), TEXT_RULES.chat, undefined, { show: true, band: 'near' }],
    ['a full chat message', 'x'.repeat(1600), TEXT_RULES.chat, undefined, { show: true, band: 'full' }],
    ['a tighter limit than the rule counts against it', 'x'.repeat(61), TEXT_RULES.title, 60, { limit: 60, over: true }],
  ])('ruleHint: %s', (_case, value, rule, limit, expected) => {
    expect(ruleHint(value, rule, limit)).toMatchObject(expected);
  });

  it("the description's limit is the server's varchar(255), its counter always shown", () => {
    expect(TEXT_RULES.description).toEqual({ shape: 'multiline', max: 255, counter: 'always' });
  });

  it('a chat message keeps its lines and stops at 1,600 characters', () => {
    expect(TEXT_RULES.chat).toEqual({ shape: 'multiline', max: 1600 });
  });
});

describe("the title's counter limit (SPEC §5 limitedTitleLength, never above the stored 255)", () => {
  it.each<[string, object | null, number]>([
    ['no settings: 255', null, 255],
    ['no limit (0): 255', { limitedTitleLength: 0 }, 255],
    ['the tenant limit', { limitedTitleLength: 60 }, 60],
    ['the tenant limit as text', { limitedTitleLength: '80' }, 80],
    ['a tenant limit above 255: 255', { limitedTitleLength: 1000 }, 255],
  ])('%s', (_case, settings, limit) => {
    expect(titleCounterLimit(settings, TEXT_RULES.title.max)).toBe(limit);
  });
});

describe('isolateText: typed text shown where only plain text goes (tab title, map labels)', () => {
  it.each<[string, string, string]>([
    ['left-to-right text stays as typed (nothing in it can reorder the page)', 'Fire (#7) 12:30', 'Fire (#7) 12:30'],
    ['a right-to-left override stays inside the isolate', `${RLO}exe.gnp`, `\u2068${RLO}exe.gnp\u2069`],
    ['Hebrew is wrapped in FSI … PDI', 'שריפה 3', '\u2068שריפה 3\u2069'],
    ['Arabic beside Latin is wrapped', 'Fire حريق', '\u2068Fire حريق\u2069'],
    ['a left-to-right mark is a directional control too', 'a\u200Eb', '\u2068a\u200Eb\u2069'],
    ['blank stays blank', '', ''],
  ])('%s', (_case, value, expected) => {
    expect(isolateText(value)).toBe(expected);
  });
});
