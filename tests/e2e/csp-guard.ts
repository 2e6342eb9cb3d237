import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * Global setup of the browser suites: the preview server sends the build's Content-Security-Policy with a report
 * address and appends each violation report to CSP_REPORT_FILE (vite.config.ts). The suite starts with no report
 * and fails at the end when any page of any test broke the policy, except for the addresses a test provoked on purpose
 * and declared with `expectCspViolation` (a file beside the reports, written by the test's Node side: no page can add to
 * it, so the console's own violations always fail the suite).
 */
function reportFile(): string {
  const file = process.env.CSP_REPORT_FILE;
  if (!file) throw new Error('CSP_REPORT_FILE is not set: the playwright config sets it for the preview server');
  return file;
}

const expectedFile = (file: string) => `${file}.expected`;

/** Declares that the calling test makes the page load `url` against the policy: its violation reports do not fail the suite. */
export function expectCspViolation(url: string): void {
  appendFileSync(expectedFile(reportFile()), `${url}\n`);
}

/** The violation reports received so far, as the browser sent them (one JSON body a line). */
export function cspReports(): string[] {
  const file = reportFile();
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
}

function blockedUri(report: string): string | null {
  try {
    const body = JSON.parse(report) as { 'csp-report'?: { 'blocked-uri'?: string } };
    return body['csp-report']?.['blocked-uri'] ?? null;
  } catch {
    return null;
  }
}

export default function cspGuard(): () => void {
  const file = reportFile();
  rmSync(file, { force: true });
  rmSync(expectedFile(file), { force: true });
  return () => {
    const expected = new Set(existsSync(expectedFile(file)) ? readFileSync(expectedFile(file), 'utf8').split('\n').filter(Boolean) : []);
    const reports = cspReports().filter((report) => !expected.has(blockedUri(report) ?? ''));
    if (reports.length > 0)
      throw new Error(`${reports.length} Content-Security-Policy violation(s) in the browser suite:\n${reports.slice(0, 20).join('\n')}`);
  };
}
