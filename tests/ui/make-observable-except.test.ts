import { autorun, isAction, isComputedProp, isObservable, isObservableProp } from 'mobx';
import { describe, expect, it } from 'vitest';
import { makeObservableExcept } from '../../src/ui/shared/make-observable-except';

class Counter {
  count = 0;
  private readonly deps: { readonly step: number };
  handle: number | null = null;

  constructor(step: number, plain: readonly string[]) {
    this.deps = { step };
    makeObservableExcept(this, plain);
  }

  get double(): number {
    return this.count * 2;
  }

  add(): void {
    this.count += this.deps.step;
    this.handle = this.count;
  }
}

describe('makeObservableExcept (every view model makes itself observable with it)', () => {
  it('makes fields observable, getters computed and methods actions, but leaves the named members alone', () => {
    const counter = new Counter(2, ['deps', 'handle']);
    expect(isObservableProp(counter, 'count')).toBe(true);
    expect(isComputedProp(counter, 'double')).toBe(true);
    expect(isAction(counter.add)).toBe(true);
    expect(isObservableProp(counter, 'deps')).toBe(false);
    expect(isObservableProp(counter, 'handle')).toBe(false);
  });

  it('lets a reaction follow the observable state', () => {
    const counter = new Counter(3, ['deps', 'handle']);
    const seen: number[] = [];
    const stop = autorun(() => seen.push(counter.double));
    counter.add();
    stop();
    expect(seen).toEqual([0, 6]);
  });

  it('refuses a name the object does not have (MobX alone would ignore it)', () => {
    expect(() => new Counter(1, ['deps', 'handel'])).toThrow(/Counter has no member 'handel'/);
  });

  it('keeps a field named by reference observable without making what it holds observable', () => {
    class Picked {
      records: { id: number }[] = [{ id: 1 }];
      chosen: { id: number } | null = null;
      constructor() {
        makeObservableExcept(this, [], { byReference: ['records', 'chosen'] });
      }
    }
    const picked = new Picked();
    const first = picked.records[0];
    expect(isObservableProp(picked, 'records')).toBe(true);
    expect(isObservable(picked.records)).toBe(false);
    const seen: (number | null)[] = [];
    const stop = autorun(() => seen.push(picked.chosen?.id ?? null));
    picked.chosen = first;
    stop();
    expect(picked.chosen).toBe(first);
    expect(seen).toEqual([null, 1]);
  });

  it('refuses a name by reference the object does not have', () => {
    class Slot {
      held = 0;
      constructor() {
        makeObservableExcept(this, [], { byReference: ['hold'] });
      }
    }
    expect(() => new Slot()).toThrow(/Slot has no member 'hold'/);
  });
});
