import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** npm run screenshots: the release pictures (tests/screenshots), against the built demo as the browser suite runs it. */
export default defineConfig({ ...base, testDir: 'tests/screenshots', globalSetup: undefined, fullyParallel: false, workers: 1 });
