import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ONE_LANGUAGE = /^(.+\.json)\?lang=([a-z]{2})$/;
const PREFIX = '\0json-one-language:';
/** The module's id does not end in .json, so the JSON plugin leaves it alone. */
const SUFFIX = '.js';

/**
 * `<file>.json?lang=<code>`: one language of a words file written as `{ "en": {…}, "pt": {…}, "es": {…} }` (an admin
 * section's `words.json`), as a module of its own whose default export is that language's words. A console loads the
 * words of its own language only, and the other two stay out of its chunks. A file without that language fails the
 * build, naming the file.
 */
export function jsonOneLanguage(): Plugin {
  return {
    name: 'json-one-language',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = ONE_LANGUAGE.exec(source);
      if (!match || !importer) return null;
      const [, file, language] = match as unknown as [string, string, string];
      return `${PREFIX}${language}:${path.resolve(path.dirname(importer), file)}${SUFFIX}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [language, file] = [id.slice(PREFIX.length, PREFIX.length + 2), id.slice(PREFIX.length + 3, -SUFFIX.length)];
      const words = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[language];
      if (words === null || typeof words !== 'object') this.error(`${file} has no "${language}" words`);
      this.addWatchFile(file);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(words))});`;
    },
  };
}
