import { describe, expect, it } from 'vitest';
import { defaultSettings, parseSettings, type Settings } from '../../src/domain/incident/settings';

const DEFAULTS: Settings = {
  restrictVideo: false,
  restrictCreateIncident: false,
  requireIncidentTitle: false,
  limitedTitleLength: 0,
  allowOperatorBroadcast: false,
  allowArgoCreateIncident: false,
  shareLocationPreference: 'default',
  defaultLanguage: 'en-US',
};

describe('SPEC §3 Settings defaults', () => {
  it('has no restrictions, no title limit, opt-in features off, default maps link and en-US', () => {
    expect(defaultSettings()).toEqual(DEFAULTS);
  });
  it('returns a fresh object each time', () => {
    expect(defaultSettings()).not.toBe(defaultSettings());
  });
});

describe('SPEC §3 Settings parsing (missing or garbage fields take defaults)', () => {
  it('reads a complete server object', () => {
    expect(
      parseSettings({
        restrictVideo: true,
        restrictCreateIncident: true,
        requireIncidentTitle: true,
        limitedTitleLength: 60,
        allowOperatorBroadcast: true,
        allowArgoCreateIncident: true,
        shareLocationPreference: 'google-maps',
        defaultLanguage: 'pt-BR',
      }),
    ).toEqual({
      restrictVideo: true,
      restrictCreateIncident: true,
      requireIncidentTitle: true,
      limitedTitleLength: 60,
      allowOperatorBroadcast: true,
      allowArgoCreateIncident: true,
      shareLocationPreference: 'google-maps',
      defaultLanguage: 'pt-BR',
    });
  });

  it.each([[null], [undefined], [42], ['not json'], [[]], [{}], ['[1,2]'], ['x'.repeat(100_000)]])('%j -> defaults', (value) => {
    expect(parseSettings(value)).toEqual(DEFAULTS);
  });

  it('reads JSON text as kept in local storage', () => {
    expect(parseSettings('{"requireIncidentTitle":true,"limitedTitleLength":"40"}')).toEqual({
      ...DEFAULTS,
      requireIncidentTitle: true,
      limitedTitleLength: 40,
    });
  });

  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['true', true],
    [' TRUE ', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['yes', false],
    [2, false],
    [null, false],
    ['', false],
    [{}, false],
  ] as const)('flag %j -> %s', (value, expected) => {
    expect(parseSettings({ restrictVideo: value }).restrictVideo).toBe(expected);
    expect(parseSettings({ allowOperatorBroadcast: value }).allowOperatorBroadcast).toBe(expected);
  });

  it.each([
    [50, 50],
    ['50', 50],
    [' 50 ', 50],
    [12.9, 12],
    [0, 0],
    [-5, 0],
    ['-5', 0],
    ['５０', 0],
    ['50abc', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    ['', 0],
    [true, 0],
  ] as const)('limitedTitleLength %j -> %i', (value, expected) => {
    expect(parseSettings({ limitedTitleLength: value }).limitedTitleLength).toBe(expected);
  });

  it.each([
    ['google-maps', 'google-maps'],
    [' Google-Maps ', 'google-maps'],
    ['waze', 'default'],
    ['google', 'default'],
    ['', 'default'],
    [null, 'default'],
    [7, 'default'],
  ] as const)('shareLocationPreference %j -> %s', (value, expected) => {
    expect(parseSettings({ shareLocationPreference: value }).shareLocationPreference).toBe(expected);
  });

  it.each([
    ['en-US', 'en-US'],
    ['pt-BR', 'pt-BR'],
    ['es-ES', 'es-ES'],
    ['pt', 'pt-BR'],
    ['ES', 'es-ES'],
    ['pt_br', 'en-US'],
    [' pt-br ', 'pt-BR'],
    ['fr-FR', 'en-US'],
    ['toString', 'en-US'],
    ['__proto__', 'en-US'],
    ['', 'en-US'],
    [3, 'en-US'],
    [null, 'en-US'],
  ] as const)('defaultLanguage %j -> %s', (value, expected) => {
    expect(parseSettings({ defaultLanguage: value }).defaultLanguage).toBe(expected);
  });
});
