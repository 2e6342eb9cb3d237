import { fileURLToPath } from 'node:url';
import { parse, type DocumentNode } from 'graphql';
import { runnerImport, type Plugin } from 'vite';

const ID = 'virtual:graphql-documents';
const RESOLVED = `\0${ID}`;
/** The console's GraphQL operations, as text (read by the console's adapter and by the server, which executes them). */
const DOCUMENTS = fileURLToPath(new URL('../src/adapters/real/incidents-graphql.documents.ts', import.meta.url));
/** A subtree written this long or longer, met more than once, is written once and named (the incident's fields). */
const SHARED_MIN_CHARS = 40;

interface Operation {
  readonly name: string;
  readonly text: string;
}

/**
 * `virtual:graphql-documents`: every operation of incidents-graphql.documents.ts parsed at build time, as
 * `{ [operation name]: DocumentNode }` (without locations). The console's GraphQL client then ships no parser: the
 * graphql package's lexer and parser stay out of the build, only Apollo's printer goes with it. A document that does
 * not parse fails the build, naming the operation.
 */
export function graphqlDocuments(): Plugin {
  return {
    name: 'graphql-documents',
    resolveId(source) {
      return source === ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(DOCUMENTS);
      const { module, dependencies } = await runnerImport<{ OPERATIONS: Record<string, Operation> }>(DOCUMENTS, {
        configFile: false,
        logLevel: 'silent',
      });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      const documents: Record<string, DocumentNode> = {};
      for (const operation of Object.values(module.OPERATIONS)) {
        try {
          documents[operation.name] = parse(operation.text, { noLocation: true });
        } catch (error) {
          this.error(`GraphQL operation ${operation.name} does not parse: ${String(error)}`);
        }
      }
      return documentsModule(documents);
    },
  };
}

/**
 * The module's source: the documents as object literals, each subtree met more than once (the incident's fields in
 * most operations) written once as a constant and named where it recurs.
 */
export function documentsModule(documents: Record<string, DocumentNode>): string {
  const counts = new Map<string, number>();
  const count = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    const key = JSON.stringify(value);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const child of Object.values(value)) count(child);
  };
  count(documents);
  const names = new Map<string, string>();
  const constants: string[] = [];
  const write = (value: unknown): string => {
    if (value === null || typeof value !== 'object') return JSON.stringify(value);
    const key = JSON.stringify(value);
    const known = names.get(key);
    if (known) return known;
    const literal = Array.isArray(value)
      ? `[${value.map(write).join(',')}]`
      : `{${Object.entries(value)
          .filter(([, child]) => child !== undefined)
          .map(([field, child]) => `${JSON.stringify(field)}:${write(child)}`)
          .join(',')}}`;
    if ((counts.get(key) ?? 0) < 2 || key.length < SHARED_MIN_CHARS) return literal;
    const name = `s${names.size}`;
    names.set(key, name);
    constants.push(`const ${name} = ${literal};`);
    return name;
  };
  const body = write(documents);
  return `${constants.join('\n')}\nexport default ${body};\n`;
}
