import type { BindingContext } from './binding-context';

/** Production: the live ports over the platform's backend. */
export function bindRealLive(_context: BindingContext): void {}
