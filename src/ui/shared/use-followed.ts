import { computed } from 'mobx';
import { useState } from 'react';

/**
 * In an observer: the value `read` gives, followed as one computed value, so the component renders again only when
 * that value changes (a header's sort order, a select's value), not on every change of the observables `read` reads
 * (a list's whole query). `read` is taken once, with the component: what it closes over (the view model, a field's
 * name) stays the component's for its life (give the component a key that changes with them).
 */
export function useFollowed<T>(read: () => T): T {
  const [value] = useState(() => computed(read));
  return value.get();
}
