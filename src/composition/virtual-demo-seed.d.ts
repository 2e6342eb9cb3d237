/** Made by build/demo-seed.ts in a demo build: the demo world's seed, generated at build time. */
declare module 'virtual:demo-seed' {
  import type { BuiltSeed } from '../adapters/fake/demo-world/built-histories';
  export const BUILT_SEED: BuiltSeed;
}
