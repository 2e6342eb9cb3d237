import { appendFileSync } from 'node:fs';

/**
 * One security figure a browser test measured: how many hostile things it `tried` and how many got through
 * (`through`: a script run, an element injected, a navigation away from the app, a route or incident shown). The test
 * prints it; when SECURITY_FIGURES_FILE is set (`npm run bench`'s security figure), it is also appended there as a
 * JSON line, so the bench prints the figures and holds `through` to zero.
 */
export interface SecurityFigure {
  readonly measure: string;
  readonly tried: number;
  readonly through: number;
  /** What `tried` counts (payloads, redirects, routes...). */
  readonly unit: string;
  /** What `through` counts. */
  readonly throughUnit: string;
  readonly note?: string;
}

export function reportSecurityFigure(figure: SecurityFigure): void {
  const note = figure.note ? `; ${figure.note}` : '';
  console.log(`${figure.measure}: ${figure.tried} ${figure.unit} tried, ${figure.through} ${figure.throughUnit}${note}`);
  const file = process.env.SECURITY_FIGURES_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
