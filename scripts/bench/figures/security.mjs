/**
 * Bench figure "security": the figures a deployer asks for, measured by the browser tests that try them
 * (tests/e2e/hostile-input.spec.ts and tests/e2e/security.spec.ts) against a demo build in headless Chromium: script
 * payloads typed into free-text fields and how many ran or became markup, hostile redirect values at sign-in and how
 * many left the app, routes of another tenant and how many were shown, the no-login view walked signed out, secrets
 * arriving in addresses and how many stayed in the address bar or the history, and hostile cells exported as CSV and how
 * many read as formulas under each common separator, and each stored key about the user edited in the browser and how
 * many guarded routes then opened or showed data (tests/e2e/stored-key-edits.spec.ts). Each test
 * writes its figure (tests/e2e/security-figures.ts); every "got through" count is held to zero, and a failing test
 * fails the figure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, freePort, requireChromium } from '../browser.mjs';

const OUT_DIR = 'bench-results/security';
/** The stored-key edits: each key the console writes about the user, edited as an attacker would, then every guarded route. */
const STORED_KEY_SPECS = ['tests/e2e/stored-key-edits.spec.ts'];
const SPECS = ['tests/e2e/hostile-input.spec.ts', 'tests/e2e/security.spec.ts', ...STORED_KEY_SPECS];
const REPORTS_OUT_DIR = 'bench-results/security-reports';
const REPORTS_SPEC = 'tests/e2e-production/report-secrets.spec.ts';
const REPORTS_MEASURE = 'secrets found in captured reports';

/**
 * "secrets found in captured reports": the production build, its Sentry DSN pointed at a collector on a free port
 * that the test answers (nothing leaves the machine), made to fail with secrets in its errors, breadcrumbs, requests
 * and address; the test counts the secrets found in every envelope. Its figure goes to the same file as the others.
 */
async function runReportSecrets(env) {
  const collector = `http://localhost:${await freePort()}`;
  buildApp('production with a Sentry collector', REPORTS_OUT_DIR, {
    VITE_ADAPTERS: 'real',
    VITE_API_URL: 'http://localhost:3000',
    VITE_GRAPHQL_URL: 'http://localhost:3000/graphql',
    VITE_WS_URL: 'ws://localhost:3000',
    VITE_GOOGLE_MAPS_API_KEY: '',
    VITE_SOURCEMAP: 'false',
    VITE_SENTRY_DSN: `${collector.replace('//', '//publickey@')}/1`,
  });
  return spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'playwright.production.config.ts', REPORTS_SPEC, '--workers', '1', '--reporter', 'line'],
    {
      stdio: 'inherit',
      env: {
        ...env,
        E2E_PRODUCTION_PORT: String(await freePort()),
        E2E_PRODUCTION_OUT_DIR: REPORTS_OUT_DIR,
        E2E_SENTRY_COLLECTOR: collector,
      },
    },
  );
}

/** One row per measure: a measure split over several tests (a group of redirects, one account each) adds up. */
function totals(figures) {
  const byMeasure = new Map();
  for (const f of figures) {
    const seen = byMeasure.get(f.measure);
    byMeasure.set(
      f.measure,
      seen ? { ...seen, tried: seen.tried + f.tried, through: seen.through + f.through, parts: seen.parts + 1 } : { ...f, parts: 1 },
    );
  }
  return [...byMeasure.values()].map((f) => (f.parts > 1 ? { ...f, note: [f.note, `${f.parts} tests`].filter(Boolean).join('; ') } : f));
}

async function run() {
  requireChromium();
  buildApp('demo', OUT_DIR, { VITE_ADAPTERS: 'fake', VITE_SOURCEMAP: 'false' });
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-security-'));
  const file = path.join(scratch, 'figures.jsonl');
  try {
    // A free port: with CI unset the suite would reuse a server it finds on its port, whatever that server serves.
    const env = { ...process.env, E2E_PORT: String(await freePort()), E2E_OUT_DIR: OUT_DIR, SECURITY_FIGURES_FILE: file };
    delete env.CI;
    const result = spawnSync('npx', ['playwright', 'test', ...SPECS, '--workers', '1', '--reporter', 'line'], {
      stdio: 'inherit',
      env,
    });
    const reports = await runReportSecrets(env);
    const figures = totals(
      existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [],
    );
    const problems = [];
    if (result.status !== 0) problems.push(`the security browser tests failed (exit ${result.status ?? result.signal})`);
    if (figures.length === 0) problems.push('no security figure was written');
    if (reports.status !== 0) problems.push(`the error-report secrets test failed (exit ${reports.status ?? reports.signal})`);
    if (!figures.some((f) => f.measure === REPORTS_MEASURE)) problems.push(`no "${REPORTS_MEASURE}" figure was written`);
    return {
      tables: [
        {
          caption: `Security figures (demo build, headless Chromium; ${SPECS.join(', ')}; production build for ${REPORTS_SPEC})`,
          headers: ['measure', 'tried', 'got through', 'note'],
          rows: figures.map((f) => [f.measure, `${f.tried} ${f.unit}`, `${f.through} ${f.throughUnit}`, f.note ?? '']),
        },
      ],
      budgets: figures.map((f) => ({ label: f.measure, value: f.through, max: 0, unit: f.throughUnit })),
      problems,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export default {
  description:
    'hostile input, redirects, cross-tenant and no-login routes, secrets in addresses and CSV formulas tried in Chromium, and how many got through',
  run,
};
