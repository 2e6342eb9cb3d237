import { test as base } from '@playwright/test';
import { testBrowser } from '../e2e/test-browser';

/** The options playwright.server.config.ts gives a project whose workers each have a served world of their own. */
export interface WorldOptions {
  /**
   * One served console's origin per worker (`npm run serve` without a production port, each with its own world): the
   * worker whose parallel index is i runs its tests against the i-th. Empty: every worker uses the project's baseURL.
   */
  readonly worldOrigins: readonly string[];
}

/**
 * The served suite's `test`: in a project that names `worldOrigins`, each worker opens its pages (baseURL, and the
 * stored choice of language the suite's browser carries) at its own server, so two workers' operators never meet in
 * one world; a file's tests still run one after the other on it, as the specs expect.
 */
export const test = base.extend<object, WorldOptions & { worldOrigin: string | null }>({
  worldOrigins: [[], { scope: 'worker', option: true }],
  worldOrigin: [
    async ({ worldOrigins }, provide, workerInfo) => {
      await provide(worldOrigins.length === 0 ? null : worldOrigins[workerInfo.parallelIndex % worldOrigins.length]);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ baseURL, worldOrigin }, provide) => provide(worldOrigin ?? baseURL),
  storageState: async ({ storageState, worldOrigin }, provide) =>
    provide(worldOrigin ? testBrowser(worldOrigin).storageState : storageState),
});
