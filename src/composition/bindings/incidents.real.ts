import type { BindingContext } from './binding-context';

/** Production: the incidents ports over the platform's backend. */
export function bindRealIncidents(_context: BindingContext): void {}
