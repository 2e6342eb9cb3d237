import { describe, expect, it } from 'vitest';
import { sameSettings, validateSettings, type SettingsFormInput } from '../../src/domain/admin/settings-schema';
import { defaultSettings } from '../../src/domain/incident/settings';

const valid: SettingsFormInput = { ...defaultSettings(), limitedTitleLength: '60' };

describe('SPEC §3 the settings form', () => {
  it('reads the title limit typed as text, spaces around it ignored', () => {
    expect(validateSettings({ ...valid, limitedTitleLength: ' 60 ' })).toEqual({
      ok: true,
      value: { ...defaultSettings(), limitedTitleLength: 60 },
    });
  });

  it.each([
    ['0', 0],
    ['255', 255],
    [0, 0],
    [120, 120],
    ['007', 7],
  ])('title limit %j -> %j (0 is no limit, 255 the longest a title can be)', (typed, limit) => {
    expect(validateSettings({ ...valid, limitedTitleLength: typed })).toMatchObject({ ok: true, value: { limitedTitleLength: limit } });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-1', 'whole-number'],
    ['1.5', 'whole-number'],
    ['1e3', 'whole-number'],
    ['sixty', 'whole-number'],
    ['<b>60</b>', 'whole-number'],
    ['٦٠', 'whole-number'],
    ['9'.repeat(10_000), 'whole-number'],
    [-3, 'whole-number'],
    [2.5, 'whole-number'],
    [Number.NaN, 'whole-number'],
    ['256', 'too-large'],
    ['999999999', 'too-large'],
    [1_000, 'too-large'],
    [Number.POSITIVE_INFINITY, 'whole-number'],
  ])('title limit %j is refused: %s', (typed, reason) => {
    expect(validateSettings({ ...valid, limitedTitleLength: typed })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { limitedTitleLength: reason } },
    });
  });

  it.each([
    [{ shareLocationPreference: 'waze' }, 'shareLocationPreference'],
    [{ shareLocationPreference: '<script>' }, 'shareLocationPreference'],
    [{ defaultLanguage: 'fr-FR' }, 'defaultLanguage'],
    [{ defaultLanguage: 'en' }, 'defaultLanguage'],
    [{ restrictVideo: 'true' }, 'restrictVideo'],
    [{ restrictCreateIncident: 1 }, 'restrictCreateIncident'],
    [{ requireIncidentTitle: null }, 'requireIncidentTitle'],
    [{ allowOperatorBroadcast: undefined }, 'allowOperatorBroadcast'],
    [{ allowArgoCreateIncident: {} }, 'allowArgoCreateIncident'],
  ])('%j is refused as invalid', (patch, field) => {
    expect(validateSettings({ ...valid, ...patch })).toEqual({ ok: false, error: { kind: 'invalid', fields: { [field]: 'invalid' } } });
  });

  it('names every refused field at once', () => {
    const result = validateSettings({ ...valid, limitedTitleLength: 'x', defaultLanguage: 'de-DE', restrictVideo: 'yes' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { limitedTitleLength: 'whole-number', defaultLanguage: 'invalid', restrictVideo: 'invalid' } },
    });
  });

  it('keeps every value of SPEC §3 it accepts', () => {
    const all = {
      restrictVideo: true,
      restrictCreateIncident: true,
      requireIncidentTitle: true,
      limitedTitleLength: '30',
      allowOperatorBroadcast: true,
      allowArgoCreateIncident: true,
      shareLocationPreference: 'google-maps',
      defaultLanguage: 'pt-BR',
    } as const;
    expect(validateSettings(all)).toEqual({ ok: true, value: { ...all, limitedTitleLength: 30 } });
  });
});

describe('unchanged settings', () => {
  it.each([
    [{}, true],
    [{ restrictVideo: true }, false],
    [{ limitedTitleLength: 1 }, false],
    [{ defaultLanguage: 'es-ES' as const }, false],
  ])('%j -> %s', (patch, same) => {
    expect(sameSettings(defaultSettings(), { ...defaultSettings(), ...patch })).toBe(same);
  });
});
