import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { Clock } from '../../src/application/ports/clock.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { Logger } from '../../src/application/ports/logger.port';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { readConfig } from '../../src/composition/app-config';
import type { Binder } from '../../src/composition/adapter-set';
import { moduleOf } from '../../src/composition/build-container';
import { lazy, optional, port, portClass, singleton, singletonOf, transient, value } from '../../src/composition/bindings/bind';
import type { BindingContext } from '../../src/composition/bindings/binding-context';

class Ticker {
  constructor(
    readonly clock: Clock,
    readonly logger: Logger,
  ) {}
}

class Report {
  constructor(
    readonly ticker: Ticker,
    readonly storage: KeyValueStorage,
  ) {}
}

class Later {
  constructor(readonly ticker: () => Ticker) {}
}

class Maybe {
  constructor(readonly logger: Logger | undefined) {}
}

const Unbound = Symbol.for('bind.test.Unbound');

function containerOf(...binders: Binder[]): Container {
  const container = new Container();
  const config = readConfig({ VITE_ADAPTERS: 'fake' });
  container.load(moduleOf(config, binders));
  return container;
}

const foundation: Binder = (context) => {
  value(context, Clock, new VirtualClock());
  port(context, Logger, [], () => new MemoryLogger('debug'));
  portClass(context, KeyValueStorage.local, MemoryStorage, []);
};

describe('the binding helpers (bindings/bind.ts)', () => {
  it('build a class from its dependencies, once for singleton() and per request for transient()', () => {
    const container = containerOf(foundation, (context) => {
      singleton(context, Ticker, [Clock, Logger]);
      transient(context, Report, [Ticker, KeyValueStorage.local]);
    });
    const first = container.get(Report);
    const second = container.get(Report);
    expect(first).not.toBe(second);
    expect(first.ticker).toBe(second.ticker);
    expect(first.ticker.clock).toBe(container.get(Clock));
    expect(first.storage).toBe(container.get(KeyValueStorage.local));
  });

  it('resolve a lazy dependency on its first call, so it may be bound after the class that needs it', () => {
    const container = containerOf(foundation, (context) => singleton(context, Later, [lazy(Ticker)]));
    const later = container.get(Later);
    expect(() => later.ticker()).toThrow();
    container.load(moduleOf(readConfig({}), [(context) => singleton(context, Ticker, [Clock, Logger])]));
    expect(later.ticker()).toBe(container.get(Ticker));
  });

  it('give undefined for an optional dependency that is not bound', () => {
    expect(containerOf((context) => singleton(context, Maybe, [optional(Logger)])).get(Maybe).logger).toBeUndefined();
    const logger = containerOf(foundation, (context) => singleton(context, Maybe, [optional(Logger)]));
    expect(logger.get(Maybe).logger).toBe(logger.get(Logger));
  });
});

/** Never called: each line is checked by `tsc` (npm run typecheck), which fails if an expected error is missing. */
export function typeChecks(context: BindingContext): void {
  singleton(context, Ticker, [Clock, Logger]);
  // @ts-expect-error one dependency missing
  singleton(context, Ticker, [Clock]);
  // @ts-expect-error one dependency too many
  singleton(context, Ticker, [Clock, Logger, Logger]);
  // @ts-expect-error the ports in the wrong order
  singleton(context, Ticker, [Logger, Clock]);
  // @ts-expect-error a class token of the wrong type
  singleton(context, Report, [Report, KeyValueStorage.local]);
  // @ts-expect-error a lazy dependency for a parameter that wants the value
  singleton(context, Report, [lazy(Ticker), KeyValueStorage.local]);
  // @ts-expect-error an optional dependency for a parameter that does not accept undefined
  singleton(context, Ticker, [optional(Clock), Logger]);
  singleton(context, Maybe, [optional(Logger)]);
  singleton(context, Later, [lazy(Ticker)]);

  port(context, Logger, [Clock], (clock) => new MemoryLogger(clock.now() > 0 ? 'debug' : 'info'));
  // @ts-expect-error the adapter does not implement the port
  port(context, Clock, [], () => new MemoryLogger('debug'));
  // @ts-expect-error create's parameter is typed by its dependency (Clock has no info())
  port(context, Logger, [Clock], (clock) => clock.info());
  // @ts-expect-error a symbol the token table does not know
  port(context, Unbound, [], () => new MemoryLogger('debug'));

  portClass(context, KeyValueStorage.local, MemoryStorage, []);
  // @ts-expect-error the class does not implement the port
  portClass(context, Clock, MemoryStorage, []);
  // @ts-expect-error a dependency that does not fit the constructor's parameter
  portClass(context, Logger, MemoryLogger, [Clock]);

  // @ts-expect-error a value that does not implement the port
  value(context, Clock, new MemoryLogger('debug'));
  // @ts-expect-error singletonOf builds an instance of its class
  singletonOf(context, Ticker, [Clock], (clock) => new Report(new Ticker(clock, new MemoryLogger('debug')), new MemoryStorage()));
}
