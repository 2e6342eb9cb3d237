import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/ui/i18n/i18n';
import { addSectionWords, WORDS_READ_ELSEWHERE, WORDS_SHOWN_BY } from '../../src/ui/admin/sections/section-words';
import english from '../../src/ui/admin/sections/words.en';
import portuguese from '../../src/ui/admin/sections/words.pt';
import spanish from '../../src/ui/admin/sections/words.es';

const root = path.resolve(import.meta.dirname, '../..');
const sectionsDir = path.join(root, 'src/ui/admin/sections');
/** The sections with words of their own (`<key>/words.json`). */
const SECTIONS = readdirSync(sectionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(path.join(sectionsDir, entry.name)).includes('words.json'))
  .map((entry) => entry.name);
const wordsOf = (key: string) =>
  JSON.parse(readFileSync(path.join(sectionsDir, key, 'words.json'), 'utf8')) as Record<'en' | 'pt' | 'es', Record<string, unknown>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Each section's words another screen names in its code: a quoted literal `admin.<key>` or `admin.<key>.<…>` in a
 * file outside `sections/<key>/`, other than the section's names (`sidebar`, `title`, which the shell holds for all),
 * and outside the folder of a section that loads them with its own (WORDS_SHOWN_BY).
 */
function readsElsewhere(): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const code = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
      .join('\n');
    for (const key of SECTIONS) {
      if (file.startsWith(path.join(sectionsDir, key) + path.sep)) continue;
      const showing = Object.entries(WORDS_SHOWN_BY).filter(([, keys]) => keys.includes(key));
      if (showing.some(([section]) => file.startsWith(path.join(sectionsDir, section) + path.sep))) continue;
      const pattern = new RegExp(`['"\`]admin\\.${key}(\\.[\\w.$\\{}-]*)?['"\`]`, 'g');
      for (const [, rest] of code.matchAll(pattern))
        if (rest !== '.sidebar' && rest !== '.title') reads.set(key, [...(reads.get(key) ?? []), path.relative(root, file)]);
    }
  }
  return reads;
}

describe("the sections' words: names with the shell, the rest with each section", () => {
  it('holds in the shell the whole words of every section another screen reads, and only those', () => {
    const reads = readsElsewhere();
    expect([...reads.keys()].sort()).toEqual([...WORDS_READ_ELSEWHERE].sort());
    // Each glob that names them (the shell's per language, the sections' per language) says the same list.
    const globbed = (file: string, prefix: string) =>
      [...readFileSync(path.join(sectionsDir, file), 'utf8').matchAll(new RegExp(`'${prefix}\\./([\\w-]+)/words\\.json'`, 'g'))].map(
        ([, key]) => key,
      );
    for (const language of ['en', 'pt', 'es']) expect(globbed(`words.${language}.ts`, '').sort()).toEqual([...WORDS_READ_ELSEWHERE].sort());
    const excluded = globbed('section-words.ts', '!');
    expect(excluded.length).toBe(3 * WORDS_READ_ELSEWHERE.length);
    expect([...new Set(excluded)].sort()).toEqual([...WORDS_READ_ELSEWHERE].sort());
  });

  it("gives the shell each section's names in each language, and the whole words only of those read elsewhere", () => {
    for (const [language, shell] of [
      ['en', english],
      ['pt', portuguese],
      ['es', spanish],
    ] as const) {
      expect(Object.keys(shell).sort()).toEqual(SECTIONS.map((key) => `./${key}/words.json`).sort());
      for (const key of SECTIONS) {
        const held = shell[`./${key}/words.json`] as Record<string, unknown>;
        const own = wordsOf(key)[language];
        if (WORDS_READ_ELSEWHERE.includes(key)) expect(held).toEqual(own);
        else expect(Object.keys(held).sort()).toEqual(['sidebar', 'title'].filter((name) => name in own).sort());
      }
    }
  });

  it.each(['en', 'pt', 'es'] as const)(
    "adds a section's own words in %s once it opens, and at once for one the shell holds",
    async (language) => {
      const i18n = createI18n(language, {});
      const key = SECTIONS.find((section) => !WORDS_READ_ELSEWHERE.includes(section) && Object.keys(wordsOf(section)[language]).length > 2);
      if (!key) throw new Error('no section with words of its own');
      const word = Object.entries(wordsOf(key)[language]).find(
        ([name, value]) => typeof value === 'string' && name !== 'sidebar' && name !== 'title',
      );
      if (!word) throw new Error(`${key} has no plain word`);
      expect(i18n.exists(`admin.${key}.${word[0]}`)).toBe(false);
      const first = addSectionWords(i18n, key);
      expect(addSectionWords(i18n, key)).toBe(first);
      await first;
      expect(i18n.t(`admin.${key}.${word[0]}`)).toBe(word[1]);
      await expect(addSectionWords(i18n, 'users')).resolves.toBeUndefined();
      expect(i18n.exists('admin.users.create')).toBe(false);
    },
  );

  it('adds with a section the words it shows of others, once, and the same promise every time', async () => {
    const i18n = createI18n('en', {});
    const first = addSectionWords(i18n, 'roles');
    expect(addSectionWords(i18n, 'roles')).toBe(first);
    await first;
    expect(i18n.t('admin.roles.create')).toBe(wordsOf('roles').en.create);
    expect(i18n.t('admin.permissions.columns.grants')).toBe((wordsOf('permissions').en.columns as Record<string, string>).grants);
    const dashboard = addSectionWords(i18n, 'control-panel');
    expect(addSectionWords(i18n, 'dashboard')).toBe(dashboard);
    await dashboard;
    expect(i18n.t('admin.dashboard.intro', { zone: 'UTC' })).toContain('UTC');
  });
});
