import { describe, expect, it } from 'vitest';
import { Clock } from '../../src/application/ports/clock.port';
import { Logger } from '../../src/application/ports/logger.port';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { Binder } from '../../src/composition/adapter-set';
import { readConfig } from '../../src/composition/app-config';
import { lazy, optional, port, singleton, transient, value } from '../../src/composition/bindings/bind';
import type { Resolution } from '../../src/composition/bindings/binding-context';
import { BootResolver } from '../../src/composition/boot-resolver';
import { AppConfigToken } from '../../src/composition/tokens';

class Ticker {
  constructor(readonly clock: Clock) {}
}

class Screen {
  constructor(readonly ticker: Ticker) {}
}

class Later {
  constructor(readonly ticker: () => Ticker) {}
}

class Maybe {
  constructor(readonly logger: Logger | undefined) {}
}

/** Two classes that need each other: a wiring mistake the resolver must name. */
class Egg {
  constructor(readonly hen: Hen) {}
}
class Hen {
  constructor(readonly egg: Egg) {}
}

const config = readConfig({ VITE_ADAPTERS: 'fake' });
const clock = new VirtualClock();
const foundation: Binder = (context) => value(context, Clock, clock);
const resolverOf = (...binders: Binder[]) => new BootResolver(binders, config);

/** Counts the activations of a token and marks each instance it activates. */
function activationsOf(token: typeof Ticker | typeof Screen) {
  const seen: object[] = [];
  const binder: Binder = (context) =>
    context.onActivation(token, (_resolution, instance: object) => {
      seen.push(instance);
      return instance;
    });
  return { seen, binder };
}

describe('the boot resolver (the login route, before inversify is loaded)', () => {
  it.each([
    {
      case: 'a singleton is built once',
      binders: [foundation, (c) => singleton(c, Ticker, [Clock])],
      check: (r) => expect(r.get(Ticker)).toBe(r.get(Ticker)),
    },
    {
      case: 'a transient is built for every get, its singleton dependency shared',
      binders: [foundation, (c) => singleton(c, Ticker, [Clock]), (c) => transient(c, Screen, [Ticker])],
      check: (r) => {
        const [first, second] = [r.get(Screen), r.get(Screen)];
        expect(first).not.toBe(second);
        expect(first.ticker).toBe(second.ticker);
      },
    },
    {
      case: 'a constant is the value bound',
      binders: [foundation],
      check: (r) => expect(r.get(Clock)).toBe(clock),
    },
    {
      case: 'the config is bound to its token',
      binders: [],
      check: (r) => expect(r.get(AppConfigToken)).toBe(config),
    },
    {
      case: 'an optional dependency that is not bound is undefined',
      binders: [(c) => singleton(c, Maybe, [optional(Logger)])],
      check: (r) => expect(r.get(Maybe).logger).toBeUndefined(),
    },
    {
      case: 'an optional dependency that is bound is given',
      binders: [(c) => port(c, Logger, [], () => new MemoryLogger('off')), (c) => singleton(c, Maybe, [optional(Logger)])],
      check: (r) => expect(r.get(Maybe).logger).toBe(r.get(Logger)),
    },
    {
      case: 'an optional get of a token that is not bound is undefined',
      binders: [],
      check: (r) => expect(r.get(Logger, { optional: true })).toBeUndefined(),
    },
    {
      case: 'a lazy dependency is resolved on its first call, not when its holder is built',
      binders: [foundation, (c) => singleton(c, Later, [lazy(Ticker)])],
      check: (r) => {
        const later = r.get(Later);
        expect(() => later.ticker()).toThrow(/Ticker/);
      },
    },
    {
      case: 'a lazy dependency that is bound gives the singleton',
      binders: [foundation, (c) => singleton(c, Ticker, [Clock]), (c) => singleton(c, Later, [lazy(Ticker)])],
      check: (r) => expect(r.get(Later).ticker()).toBe(r.get(Ticker)),
    },
    {
      case: 'an activation replaces the instance it is given',
      binders: [
        foundation,
        (c) => singleton(c, Ticker, [Clock]),
        (c) => c.onActivation(Ticker, (resolution: Resolution) => new Ticker(resolution.get<Clock>(Clock))),
      ],
      check: (r) => expect(r.get(Ticker)).toBe(r.get(Ticker)),
    },
    {
      case: 'a token nobody bound is a clear error naming it',
      binders: [],
      check: (r) => expect(() => r.get(Ticker)).toThrow(/Nothing is bound to Ticker before sign-in/),
    },
    {
      case: 'a token bound twice is an error',
      binders: [foundation, (c) => singleton(c, Ticker, [Clock]), (c) => singleton(c, Ticker, [Clock])],
      check: (r) => expect(() => r.get(Ticker)).toThrow(/Ticker is bound more than once/),
    },
    {
      case: 'a circular dependency is an error naming the cycle',
      binders: [(c) => singleton(c, Egg, [Hen]), (c) => singleton(c, Hen, [Egg])],
      check: (r) => expect(() => r.get(Egg)).toThrow('Circular dependency: Egg -> Hen -> Egg'),
    },
  ] satisfies ReadonlyArray<{ case: string; binders: Binder[]; check: (resolver: BootResolver) => void }>)('$case', ({ binders, check }) =>
    check(resolverOf(...binders)),
  );

  it.each([
    { scope: 'singleton', bindScreen: ((c) => singleton(c, Screen, [Ticker])) satisfies Binder, activations: 1 },
    { scope: 'transient', bindScreen: ((c) => transient(c, Screen, [Ticker])) satisfies Binder, activations: 3 },
  ])('activates a $scope on each build: $activations for three gets', ({ bindScreen, activations }) => {
    const { seen, binder } = activationsOf(Screen);
    const resolver = resolverOf(foundation, (c) => singleton(c, Ticker, [Clock]), bindScreen, binder);
    const screens = [resolver.get(Screen), resolver.get(Screen), resolver.get(Screen)];
    expect(seen).toHaveLength(activations);
    expect(seen).toEqual(expect.arrayContaining([screens[0]]));
  });

  it('hands over its singletons and constants (those nobody asked for still to activate) and forwards every get after', () => {
    const { seen, binder } = activationsOf(Ticker);
    const logger = new MemoryLogger('off');
    const resolver = resolverOf(
      foundation,
      (c) => value(c, Logger, logger),
      (c) => singleton(c, Ticker, [Clock]),
      (c) => transient(c, Screen, [Ticker]),
      (c) => singleton(c, Later, [lazy(Ticker)]),
      binder,
    );
    const ticker = resolver.get(Ticker);
    resolver.get(Screen);
    const later = resolver.get(Later);
    expect(seen).toEqual([ticker]);

    const successorTicker = new Ticker(clock);
    const successor: Resolution = {
      get: ((token: unknown) => (token === Ticker ? successorTicker : `from the successor: ${String(token)}`)) as Resolution['get'],
    };
    const handed = resolver.handOver(successor);

    expect(handed).toEqual(
      expect.arrayContaining([
        { token: Ticker, instance: ticker, activated: true },
        { token: Later, instance: later, activated: true },
        { token: Clock, instance: clock, activated: true },
        { token: Logger, instance: logger, activated: false },
        { token: AppConfigToken, instance: config, activated: false },
      ]),
    );
    expect(handed.map((entry) => entry.token)).not.toContain(Screen);
    expect(resolver.get(Logger)).toBe(`from the successor: ${String(Logger)}`);
    // A lazy dependency given before the hand-over asks the successor too.
    expect(later.ticker()).toBe(successorTicker);
    expect(() => resolver.handOver(successor)).toThrow(/already handed over/);
  });
});
