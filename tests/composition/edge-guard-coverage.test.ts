import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Binder, BindingSet } from '../../src/composition/adapter-set';
import { readConfig } from '../../src/composition/app-config';
import type { BindingContext, Resolution, Token } from '../../src/composition/bindings/binding-context';
import { buildBrowserContainer } from '../../src/composition/browser-container';
import { adapterSet as realSet } from '../../src/composition/real-adapters.module';
import { adapterSet as servedSet } from '../../src/composition/served-adapters.module';
import { HttpClient } from '../../src/composition/tokens';

const PORT_MODULES = import.meta.glob<Record<string, unknown>>('../../src/application/ports/*.port.ts', { eager: true });
/** Gateways with a guard of their own: the chat per conversation as it opens, the video by its call states. */
const OWN_HANDLING = new Set(['ChatGateway', 'VideoGateway']);

/** Every `…Gateway` token the ports declare: found in the port files, not copied from a list. */
const declaredGateways = (): symbol[] =>
  Object.values(PORT_MODULES).flatMap((module) =>
    Object.entries(module).flatMap(([name, token]) => (typeof token === 'symbol' && name.endsWith('Gateway') ? [token] : [])),
  );

/**
 * The set with each binding watched: every symbol token whose adapter, when built, asks for the backend's HTTP client
 * is a gateway of the backend, whatever its name.
 */
function watched(set: BindingSet): { set: BindingSet; bound: Set<symbol>; overHttp: Set<symbol> } {
  const bound = new Set<symbol>();
  const overHttp = new Set<symbol>();
  const watching = (context: BindingContext): BindingContext => ({
    ...context,
    onActivation: (token, activate) => context.onActivation(token, activate),
    bind: (token: Token) => {
      if (typeof token === 'symbol') bound.add(token);
      const target = context.bind(token);
      return {
        toConstantValue: (value) => target.toConstantValue(value),
        toDynamicValue: (build) =>
          target.toDynamicValue((resolution) => {
            const asking: Resolution = {
              get: (asked: Token, options?: { readonly optional: true }) => {
                if (asked === HttpClient && typeof token === 'symbol') overHttp.add(token);
                return options ? resolution.get(asked, options) : resolution.get(asked);
              },
            } as Resolution;
            return build(asking);
          }),
      };
    },
  });
  const each = (binders: readonly Binder[]): Binder[] => binders.map((binder) => (context) => binder(watching(context)));
  return {
    bound,
    overHttp,
    set: {
      ...set,
      now: each(set.now),
      later: async () => each(await set.later()),
      sections: async () => each(await set.sections()),
      incidentPages: async () => each((await set.incidentPages?.()) ?? []),
    },
  };
}

const nameOf = (token: symbol): string => token.description ?? String(token);

describe('every backend gateway is behind the edge guard (a bug inside an adapter is never a server message)', () => {
  it('finds the gateways in the port files', () => {
    // The written ports only: a declared administration resource's port has no file (it is found by its HTTP client).
    expect(declaredGateways().length).toBeGreaterThan(15);
  });

  it.each([
    ['production', realSet, 'real'],
    ['served', servedSet, 'served'],
  ] as const)(
    'the %s build wraps each one, those bound after sign-in, with the sections and with the incident pages included, and every port its bindings answer over the HTTP client',
    async (_name, set, adapters) => {
      const { set: watchedSet, bound, overHttp } = watched(set);
      const { get, loadLater, loadSections, loadIncidentPages } = buildBrowserContainer(
        watchedSet,
        readConfig({ VITE_ADAPTERS: adapters }),
      );
      await loadLater();
      await loadSections('users');
      await loadIncidentPages();
      // Every port built once, so each binding has said what it asks for.
      for (const token of bound) get<unknown>(token);
      const gateways = declaredGateways().filter((token) => !OWN_HANDLING.has(nameOf(token)));
      const found = new Set([...gateways, ...[...overHttp].filter((token) => !OWN_HANDLING.has(nameOf(token)))]);
      expect(overHttp.size).toBeGreaterThan(25);
      const unguarded = [...found].filter((token) => !types.isProxy(get<object>(token))).map(nameOf);
      expect(unguarded).toEqual([]);
    },
  );
});
