import { describe, expect, it } from 'vitest';
import { Clock } from '../../src/application/ports/clock.port';
import { Logger } from '../../src/application/ports/logger.port';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { Binder } from '../../src/composition/adapter-set';
import { readConfig } from '../../src/composition/app-config';
import { lazy, optional, port, singleton, transient, value } from '../../src/composition/bindings/bind';
import type { Resolution } from '../../src/composition/bindings/binding-context';
import { BrowserResolver } from '../../src/composition/browser-resolver';
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

class Waiting {
  constructor(readonly screen: () => Screen) {}
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
const resolverOf = (...binders: Binder[]) => new BrowserResolver(binders, config);

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

describe("the browser's resolver", () => {
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
      check: (r) => expect(() => r.get(Ticker)).toThrow(/Nothing is bound to Ticker yet/),
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
  ] satisfies ReadonlyArray<{ case: string; binders: Binder[]; check: (resolver: BrowserResolver) => void }>)(
    '$case',
    ({ binders, check }) => check(resolverOf(...binders)),
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

  it('adds a later part: its bindings answer, what was built before stays the one instance and is not activated again', () => {
    const { seen, binder } = activationsOf(Ticker);
    const resolver = resolverOf(
      foundation,
      (c) => singleton(c, Ticker, [Clock]),
      (c) => singleton(c, Waiting, [lazy(Screen)]),
      binder,
    );
    const ticker = resolver.get(Ticker);
    const waiting = resolver.get(Waiting);
    expect(() => resolver.get(Screen)).toThrow(/Nothing is bound to Screen yet/);

    const again = activationsOf(Ticker);
    const logger = new MemoryLogger('off');
    resolver.load([(c) => singleton(c, Screen, [Ticker]), (c) => value(c, Logger, logger), again.binder]);

    expect(resolver.get(Ticker)).toBe(ticker);
    expect(seen).toEqual([ticker]);
    expect(again.seen).toEqual([]);
    // A lazy dependency given before the part loaded finds what the part binds.
    expect(waiting.screen().ticker).toBe(ticker);
    expect(resolver.get(Logger)).toBe(logger);
    expect(resolver.get(AppConfigToken)).toBe(config);
  });

  it('a token a later part binds again is an error when asked for, as in one container', () => {
    const resolver = resolverOf(foundation);
    resolver.load([(c) => value(c, Clock, new VirtualClock())]);
    expect(() => resolver.get(Clock)).toThrow(/bound more than once/);
  });
});
