/**
 * The Content-Security-Policy allows no evaluated script (build/security-headers.ts). zod (the schemas that check
 * every server answer) probes `new Function` once unless its global config says `jitless`; the probe is caught, yet
 * the browser still reports it as a violation. zod keeps that config on `globalThis.__zod_globalConfig` and reads it
 * lazily, so setting the flag there (in place, whether zod has loaded or not) turns the probe off without importing
 * zod into the entry chunk. tests/composition/strict-csp.test.ts checks that zod still honours it.
 */
export function validateWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
