import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '../../src/ui/admin/sections/section-registry';
import { sectionTitleKey } from '../../src/ui/admin/sections/section-titles';

const localesDir = path.resolve(import.meta.dirname, '../../locales');
const read = (file: string) => JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')) as Record<string, unknown>;
const sectionsDir = path.resolve(import.meta.dirname, '../../src/ui/admin/sections');
/** Each section's own words in one language (`sections/<key>/words.json`), as the signed-in shell adds them: `admin.<key>`. */
const sectionWords = (lang: string): Record<string, unknown> =>
  Object.fromEntries(
    readdirSync(sectionsDir)
      .filter((key) => existsSync(path.join(sectionsDir, key, 'words.json')))
      .map((key) => [key, (JSON.parse(readFileSync(path.join(sectionsDir, key, 'words.json'), 'utf8')) as Record<string, unknown>)[lang]]),
  );
/**
 * The strings of every screen: the main bundle, the administration strings the signed-in shell adds (with each
 * section's own words), the incident pages' strings and the demo's training console's strings.
 */
const load = (lang: string) => {
  const admin = read(`admin/${lang}.json`);
  return {
    ...read(`${lang}.json`),
    ...read(`incident/${lang}.json`),
    ...admin,
    admin: { ...(admin.admin as Record<string, unknown>), ...sectionWords(lang) },
    ...read(`training/${lang}.json`),
  };
};

function leaves(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object')
      for (const [k, v] of leaves(value as Record<string, unknown>, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales en, pt and es (every string through i18next)', () => {
  const en = leaves(load('en'));
  it.each(['en', 'pt', 'es'])("%s words every section's title, found from its component file and its key", (lang) => {
    const words = leaves(load(lang));
    const keys = Object.keys(ADMIN_SECTIONS);
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) expect(words.get(sectionTitleKey(key)), key).toEqual(expect.stringMatching(/\S/));
  });

  it.each(['pt', 'es'])('%s has exactly the keys of en', (lang) => {
    expect([...leaves(load(lang)).keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each(['en', 'pt', 'es'])('%s has a non-empty text for every key, with the same placeholders as en', (lang) => {
    for (const [key, value] of leaves(load(lang))) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
      expect(placeholders(value as string), key).toEqual(placeholders(en.get(key) as string));
    }
  });

  // "1 incidents", "1 records": a text counting something that may be one has its one and other forms (i18next picks
  // the one the count calls for); these count what is never one, or read right for any number.
  const COUNT_WITHOUT_PLURAL = new Set([
    'admin.incidents-map.cluster', // a cluster holds two or more
    'admin.teleport-map.cluster',
    'admin.places-of-interest.cluster',
    'admin.rates-app.stars_label', // "1 of 5 stars"
    'textLength.counter', // "1 / 200 characters"
  ]);
  it.each(['en', 'pt', 'es'])('%s has the one and other forms of every text that counts', (lang) => {
    const keys = leaves(load(lang));
    const counting = [...keys].filter(([key, value]) => /\{\{\s*count\s*\}\}/.test(String(value)) && !COUNT_WITHOUT_PLURAL.has(key));
    const withoutForms = counting
      .map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, ''))
      .filter((base) => !keys.has(`${base}_one`) || !keys.has(`${base}_other`));
    expect([...new Set(withoutForms)]).toEqual([]);
  });

  // One word for the person calling, per language: the chat, the toasts and the map must not name them two ways.
  it.each([
    ['pt', /\bsolicitantes?\b/i],
    ['es', /\bsolicitantes?\b|\bpersonas? que llama/i],
    ['en', /\brequesters?\b|\bapplicants?\b/i],
  ] as const)('%s names the caller with one word', (lang, other) => {
    const others = [...leaves(load(lang))].filter(([, value]) => other.test(String(value))).map(([key]) => key);
    expect(others).toEqual([]);
  });

  it.each(['en', 'pt', 'es'])('%s keeps the administration strings out of the login route bundle', (lang) => {
    const main = Object.keys(read(`${lang}.json`));
    const admin = Object.keys(read(`admin/${lang}.json`));
    expect(admin.sort()).toEqual(['admin']);
    expect(main.filter((key) => admin.includes(key))).toEqual([]);
  });

  it.each(['en', 'pt', 'es'])('%s keeps the incident pages strings in their own file, apart from the others', (lang) => {
    const incident = Object.keys(read(`incident/${lang}.json`));
    expect(incident.sort()).toEqual(Object.keys(read('incident/en.json')).sort());
    for (const other of [`${lang}.json`, `admin/${lang}.json`, `training/${lang}.json`])
      expect(
        Object.keys(read(other)).filter((key) => incident.includes(key)),
        other,
      ).toEqual([]);
  });

  it.each(['en', 'pt', 'es'])('%s keeps the training console strings in their own file', (lang) => {
    expect(Object.keys(read(`training/${lang}.json`))).toEqual(['training']);
    expect(Object.keys(read(`${lang}.json`))).not.toContain('training');
  });

  it('keeps the spec texts in English (SPEC §8)', () => {
    expect(en.get('login.invalid_email')).toBe('Invalid Email');
    expect(en.get('login.invalid_password')).toBe('Invalid Password');
    expect(en.get('login.incorrect_credentials')).toBe('Incorrect user or password');
    expect(en.get('login.admin_access_required')).toBe('You must have Administrator access');
    expect(en.get('login.generic_error')).toBe('There was an error');
  });
});
