import { BUILT_SEED } from 'virtual:demo-seed';
import { BuiltHistories } from '../../adapters/fake/demo-world/built-histories';
import type { BindingContext } from './binding-context';
import { singletonOf } from './bind';

/** The browser's demo: the incident histories its build generated (build/demo-seed.ts), read instead of faker's. */
export function bindBuiltSeed(context: BindingContext): void {
  singletonOf(context, BuiltHistories, [], () => new BuiltHistories(BUILT_SEED));
}
