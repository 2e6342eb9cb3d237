import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, 'locales', file), 'utf8')) as Record<string, unknown>;

function leaves(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function sources(dir: string): string[] {
  return sourceFiles(dir).map((file) => readFileSync(file, 'utf8'));
}

/**
 * What the console's code names as words: its string literals, the translation-key prefixes it completes (a literal
 * ending in `.` or `_`, such as a dialog's words prefix), the namespaces it hands to shared machinery (a dotted
 * literal such as a section's words, `admin.users`, that its keys continue), and its template literals that start with a key's first
 * segment, each `${…}` standing for any text (`incident_live.connection.${state}`).
 */
function namedByCode(texts: readonly string[]) {
  const literals = new Set<string>();
  const templates: RegExp[] = [];
  const escape = (text: string) => text.replace(/[.*+?^()|[\]\\{}$]/g, '\\$&');
  for (const text of texts) {
    for (const match of text.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"/g)) literals.add(match[1] ?? match[2] ?? '');
    for (const match of text.matchAll(/`([^`\\]*)`/g)) {
      const body = match[1] ?? '';
      if (!body.includes('${')) literals.add(body);
      else if (/^[a-z][\w-]*\./.test(body))
        templates.push(
          new RegExp(
            `^${body
              .split(/\$\{[^}]*\}/)
              .map(escape)
              .join('.+')}$`,
          ),
        );
    }
  }
  const prefixes = [...literals].flatMap((literal) =>
    /^[a-z][\w-]*\.[\w.-]*[._]$/.test(literal) ? [literal] : /^[a-z][\w-]*(\.[\w-]+)+$/.test(literal) ? [`${literal}.`] : [],
  );
  return (key: string) => {
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    return (
      literals.has(key) ||
      literals.has(base) ||
      prefixes.some((prefix) => key.startsWith(prefix)) ||
      templates.some((template) => template.test(key) || template.test(base))
    );
  };
}

describe('locales: every key is one the console shows', () => {
  it("no key of en (main, incident pages, admin and the sections' own words, training) is left unused by the source", () => {
    const used = namedByCode(sources(path.join(root, 'src')));
    const sections = path.join(root, 'src/ui/admin/sections');
    const sectionKeys = readdirSync(sections)
      .filter((key) => existsSync(path.join(sections, key, 'words.json')))
      .flatMap((key) => {
        const words = JSON.parse(readFileSync(path.join(sections, key, 'words.json'), 'utf8')) as Record<string, Record<string, unknown>>;
        return leaves(words.en ?? {}, `admin.${key}.`);
      });
    const keys = [
      ...leaves(read('en.json')),
      ...leaves(read('incident/en.json')),
      ...leaves(read('admin/en.json')),
      ...sectionKeys,
      ...leaves(read('training/en.json')),
    ];
    expect(keys.filter((key) => !used(key))).toEqual([]);
  });

  /**
   * The modules outside the incident pages that name words for them: the live session's refusals and warnings
   * (`live.not_live`…) and the call log's lines (`live.callState.log.…`), which only the live page shows.
   */
  const NAMED_FOR_THE_INCIDENT_PAGES = [
    'src/application/live/live-session.flow.ts',
    'src/application/live/live-session.mode.ts',
    'src/application/live/live-session.state.ts',
    'src/application/live/operator-audio.ts',
    'src/domain/live/call-log-history.ts',
  ];

  it("names the incident pages' strings (locales/incident) only in the incident pages, which load them", () => {
    const incidentPages = path.join(root, 'src/ui/incident') + path.sep;
    const namespaces = Object.keys(read('incident/en.json'));
    const outside = sourceFiles(path.join(root, 'src'))
      .filter((file) => !file.startsWith(incidentPages) && !NAMED_FOR_THE_INCIDENT_PAGES.includes(path.relative(root, file)))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return namespaces
          .filter((namespace) => new RegExp(`['"\`]${namespace}\\.`).test(text))
          .map((namespace) => `${path.relative(root, file)}: ${namespace}`);
      });
    expect(outside).toEqual([]);
  });

  it('lets no other screen import the modules that name words for the incident pages', () => {
    const incidentPages = path.join(root, 'src/ui/incident') + path.sep;
    const names = NAMED_FOR_THE_INCIDENT_PAGES.map((file) => path.basename(file, '.ts'));
    const importers = sourceFiles(path.join(root, 'src/ui'))
      .filter((file) => !file.startsWith(incidentPages))
      .filter((file) => names.some((name) => new RegExp(`from '[./\\w-]*/${name.replace('.', '\\.')}'`).test(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(root, file));
    expect(importers).toEqual([]);
  });

  it('finds a key no source names', () => {
    const used = namedByCode(["t('a.used')", 't(`b.state.${state}`)', '<Dialog wordsPrefix="c.leave_" />', "words: 'd.section'"]);
    expect(
      ['a.used', 'b.state.open', 'c.leave_title', 'd.section.title', 'a.unused', 'b.other.open', 'c.stay_title'].filter(
        (key) => !used(key),
      ),
    ).toEqual(['a.unused', 'b.other.open', 'c.stay_title']);
  });
});
