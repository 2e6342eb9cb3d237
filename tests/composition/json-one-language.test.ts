import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonOneLanguage } from '../../build/json-one-language';
import english from '../../src/ui/admin/sections/words.en';
import spanish from '../../src/ui/admin/sections/words.es';

type Hook = (this: { error(message: string): never; addWatchFile(file: string): void }, ...args: string[]) => unknown;

/** The plugin's resolveId and load, called as Vite calls them. */
function loadOneLanguage(source: string, importer: string): unknown {
  const plugin = jsonOneLanguage();
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
    addWatchFile: () => undefined,
  };
  const id = (plugin.resolveId as unknown as Hook).call(context, source, importer);
  if (typeof id !== 'string') return id;
  const code = (plugin.load as unknown as Hook).call(context, id) as string;
  return new Function(code.replace('export default', 'return'))() as unknown;
}

describe("a words file's one language (json-one-language, the admin sections' words)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'words-'));
  writeFileSync(
    path.join(dir, 'words.json'),
    JSON.stringify({ en: { title: 'Title' }, pt: { title: 'Título' }, es: { title: 'Título ES' } }),
  );
  const importer = path.join(dir, 'words.en.ts');

  it('gives only the asked language of the file', () => {
    expect(loadOneLanguage('./words.json?lang=pt', importer)).toEqual({ title: 'Título' });
    expect(loadOneLanguage('./words.json?lang=en', importer)).toEqual({ title: 'Title' });
  });

  it("gives a section's names only (its sidebar label and title) with part=names", () => {
    writeFileSync(
      path.join(dir, 'named.json'),
      JSON.stringify({
        en: { sidebar: 'Users', title: 'All users', create: 'New user' },
        pt: { sidebar: 'Usuários', create: 'Novo' },
        es: {},
      }),
    );
    expect(loadOneLanguage('./named.json?lang=en&part=names', importer)).toEqual({ sidebar: 'Users', title: 'All users' });
    expect(loadOneLanguage('./named.json?lang=pt&part=names', importer)).toEqual({ sidebar: 'Usuários' });
    expect(loadOneLanguage('./named.json?lang=en', importer)).toEqual({ sidebar: 'Users', title: 'All users', create: 'New user' });
  });

  it('leaves any other import to the other plugins', () => {
    expect(loadOneLanguage('./words.json', importer)).toBeNull();
    expect(loadOneLanguage('./words.json?raw', importer)).toBeNull();
  });

  it('fails, naming the file, when the file has no such language', () => {
    expect(() => loadOneLanguage('./words.json?lang=fr', importer)).toThrow(/words\.json has no "fr" words/);
  });

  it("gives the console each section's words of one language, keyed by the section's file", () => {
    const files = Object.keys(english);
    expect(files.length).toBeGreaterThan(5);
    expect(Object.keys(spanish)).toEqual(files);
    const [file] = files as [string];
    expect(english[file]).not.toEqual(spanish[file]);
    expect(Object.keys(english[file] as object)).toEqual(Object.keys(spanish[file] as object));
    expect(english[file]).not.toHaveProperty('en');
  });
});
