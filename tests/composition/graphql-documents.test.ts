import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentsModule } from '../../build/graphql-documents';
import { OPERATIONS } from '../../src/adapters/real/incidents-graphql.documents';

/** The module's default export, evaluated as the bundle would (its constants, then the documents). */
function evaluate(source: string): Record<string, unknown> {
  const body = source.replace(/export default /, 'return ');
  return new Function(body)() as Record<string, unknown>;
}

describe('the GraphQL documents parsed at build time', () => {
  const parsed = Object.fromEntries(Object.values(OPERATIONS).map((o) => [o.name, parse(o.text, { noLocation: true })]));
  const source = documentsModule(parsed);

  it('hold every operation, each equal to what the parser makes of its text', () => {
    const built = evaluate(source);
    expect(Object.keys(built).sort()).toEqual(
      Object.values(OPERATIONS)
        .map((o) => o.name)
        .sort(),
    );
    // Compared as JSON: the parser's nodes carry no location here, and the built ones are plain objects.
    for (const [name, document] of Object.entries(parsed))
      expect(JSON.parse(JSON.stringify(built[name]))).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("write the incident's fields once, however many operations select them", () => {
    expect(source.split('"linkedIncidentsToMe"').length - 1).toBe(1);
    expect(source.length).toBeLessThan(JSON.stringify(parsed).length / 3);
  });
});
