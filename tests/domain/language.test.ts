import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  signInLanguage,
  isLanguage,
  languageCode,
  languageFromBrowser,
  languageFromCode,
  languageFromSetting,
  LANGUAGES,
} from '../../src/domain/language/language';

describe('SPEC §1 Languages', () => {
  it('are en, pt, es with default en', () => {
    expect(LANGUAGES).toEqual(['en', 'pt', 'es']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it.each([
    [1, 'en'],
    [2, 'pt'],
    [3, 'es'],
    ['1', 'en'],
    ['2', 'pt'],
    ['3', 'es'],
    [0, 'en'],
    [4, 'en'],
    [-2, 'en'],
    [2.5, 'en'],
    [NaN, 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['', 'en'],
    [' 2', 'en'],
    ['02', 'en'],
    ['２', 'en'],
    ['٢', 'en'],
    ['pt', 'en'],
  ])('live-page code %j -> %s', (code, expected) => {
    expect(languageFromCode(code)).toBe(expected);
  });

  it.each([
    ['en', 1],
    ['pt', 2],
    ['es', 3],
    ['fr', 1],
    ['', 1],
    [null, 1],
    ['PT', 1],
  ])('%j -> code %i', (language, expected) => {
    expect(languageCode(language)).toBe(expected);
  });

  it.each([
    ['en-US', 'en'],
    ['pt-BR', 'pt'],
    ['es-ES', 'es'],
    ['PT-br', 'pt'],
    ['en', 'en'],
    ['es', 'es'],
    ['fr-FR', 'en'],
    ['pt-PT', 'en'],
    ['', 'en'],
    ['   ', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['рt-BR', 'en'],
    ['toString', 'en'],
    ['__proto__', 'en'],
    ['x'.repeat(100_000), 'en'],
  ])('settings value %j -> %s', (value, expected) => {
    expect(languageFromSetting(value)).toBe(expected);
  });

  it.each([
    ['en', true],
    ['pt', true],
    ['es', true],
    ['EN', false],
    ['', false],
    [1, false],
    [null, false],
  ])('isLanguage(%j) is %s', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});

describe('the language a browser asks for, until the user chooses one', () => {
  it.each<[readonly string[] | null, string]>([
    [['pt-BR', 'en-US'], 'pt'],
    [['es-419', 'es'], 'es'],
    [['ES'], 'es'],
    [['fr-FR', 'es-ES', 'pt'], 'es'],
    [['fr-FR', 'de'], 'en'],
    [['en-GB'], 'en'],
    [[], 'en'],
    [null, 'en'],
    [['ptx', 'x-pt'], 'en'],
  ])('languageFromBrowser(%j) is %s', (tags, expected) => {
    expect(languageFromBrowser(tags)).toBe(expected);
  });
});

describe('signInLanguage: currentLanguage at sign-in (SPEC §1, §3)', () => {
  it.each([
    ['a choice is kept over everything', 'pt', 'es-ES', 'en', 'pt'],
    ["a tenant's own default applies over the page's", null, 'es-ES', 'en', 'es'],
    ['a tenant on the product default keeps the language the page showed', null, 'en-US', 'pt', 'pt'],
    ['a stored value that is no language is no choice', 'klingon', 'pt-BR', 'en', 'pt'],
    ["no settings: the page's language", null, null, 'es', 'es'],
    ['nothing shown: the tenant default, even the product one', null, 'en-US', null, 'en'],
    ['nothing known: nothing to store', null, undefined, undefined, null],
  ] as const)('%s', (_, stored, tenantDefault, shown, expected) => {
    expect(signInLanguage({ stored, tenantDefault, shown })).toBe(expected);
  });
});
