import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ONE_LANGUAGE = /^(.+\.json)\?lang=([a-z]{2})(&part=names)?$/;
/** A section's names: what the signed-in shell shows of every section (its sidebar label, its page title). */
const NAMES = ['sidebar', 'title'];
const PREFIX = '\0json-one-language:';
/** The module's id does not end in .json, so the JSON plugin leaves it alone. */
const SUFFIX = '.js';

/**
 * `<file>.json?lang=<code>`: one language of a words file written as `{ "en": {…}, "pt": {…}, "es": {…} }` (an admin
 * section's `words.json`), as a module of its own whose default export is that language's words. A console loads the
 * words of its own language only, and the other two stay out of its chunks. A file without that language fails the
 * build, naming the file. `<file>.json?lang=<code>&part=names` is that language's names only (`sidebar`, `title`):
 * the shell names every section, and each section's other words load with the section.
 */
export function jsonOneLanguage(): Plugin {
  return {
    name: 'json-one-language',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = ONE_LANGUAGE.exec(source);
      if (!match || !importer) return null;
      const [, file, language, names] = match as unknown as [string, string, string, string | undefined];
      return `${PREFIX}${language}:${names ? 'names:' : ''}${path.resolve(path.dirname(importer), file)}${SUFFIX}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const language = id.slice(PREFIX.length, PREFIX.length + 2);
      const rest = id.slice(PREFIX.length + 3, -SUFFIX.length);
      const names = rest.startsWith('names:');
      const file = names ? rest.slice('names:'.length) : rest;
      const words = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[language];
      if (words === null || typeof words !== 'object') this.error(`${file} has no "${language}" words`);
      this.addWatchFile(file);
      const part = names ? Object.fromEntries(Object.entries(words).filter(([key]) => NAMES.includes(key))) : words;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
