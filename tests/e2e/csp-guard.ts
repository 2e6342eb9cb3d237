import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * Global setup of the browser suites: the preview server sends the build's Content-Security-Policy with a report
 * address and appends each violation report to CSP_REPORT_FILE (vite.config.ts). The suite starts with no report
 * and fails at the end when any page of any test broke the policy.
 */
export default function cspGuard(): () => void {
  const file = process.env.CSP_REPORT_FILE;
  if (!file) throw new Error('CSP_REPORT_FILE is not set: the playwright config sets it for the preview server');
  rmSync(file, { force: true });
  return () => {
    const reports = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
    if (reports.length > 0)
      throw new Error(`${reports.length} Content-Security-Policy violation(s) in the browser suite:\n${reports.slice(0, 20).join('\n')}`);
  };
}
