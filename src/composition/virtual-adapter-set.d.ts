/** Resolved by vite.config.ts to fake-adapters.module.ts or real-adapters.module.ts (VITE_ADAPTERS). */
declare module 'virtual:adapter-set' {
  import type { BindingSet } from './adapter-set';
  export const adapterSet: BindingSet;
}
