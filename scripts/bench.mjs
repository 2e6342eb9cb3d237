#!/usr/bin/env node
/**
 * npm run bench [-- <figure> …]: runs every bench figure (scripts/bench/figures/<figure>.ts or .mjs, see
 * scripts/bench/figure.ts), or only the named ones, each in its own Node process (--expose-gc, TypeScript through tsx),
 * prints each figure's tables, then checks every budget and exits non-zero when one is exceeded or a figure fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const figuresDir = path.join(root, 'scripts', 'bench', 'figures');
const runner = path.join(root, 'scripts', 'bench', 'run-figure.mjs');

const available = readdirSync(figuresDir)
  .filter((file) => /\.(ts|mjs)$/.test(file))
  .sort()
  .map((file) => ({ name: file.replace(/\.(ts|mjs)$/, ''), file: path.join(figuresDir, file) }));
const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = wanted.filter((name) => !available.some((figure) => figure.name === name));
if (unknown.length > 0) {
  console.error(`unknown bench figure(s): ${unknown.join(', ')} (available: ${available.map((f) => f.name).join(', ')})`);
  process.exit(2);
}
const figures = wanted.length > 0 ? available.filter((figure) => wanted.includes(figure.name)) : available;

function table({ caption, headers, rows }) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${caption}:`);
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-'));
const failures = [];
const budgetRows = [];
try {
  for (const figure of figures) {
    console.log(`\n== ${figure.name}`);
    const out = path.join(scratch, `${figure.name}.json`);
    const started = Date.now();
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', runner, figure.file, out], {
      cwd: root,
      stdio: 'inherit',
    });
    if (child.status !== 0 || !existsSync(out)) {
      failures.push(`${figure.name}: the figure failed (exit ${child.status ?? child.signal})`);
      continue;
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    for (const t of report.tables ?? []) table(t);
    console.log(`(${figure.name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const budget of report.budgets ?? []) {
      const within = budget.value <= budget.max;
      budgetRows.push([
        figure.name,
        budget.label,
        `${budget.value} ${budget.unit}`,
        `<= ${budget.max} ${budget.unit}`,
        within ? 'ok' : 'OVER',
      ]);
      if (!within) failures.push(`${figure.name}: ${budget.label}: ${budget.value} ${budget.unit} (budget ${budget.max} ${budget.unit})`);
    }
    for (const problem of report.problems ?? []) failures.push(`${figure.name}: ${problem}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

table({
  caption: 'Budgets',
  headers: ['figure', 'measure', 'value', 'budget', ''],
  rows: budgetRows.length ? budgetRows : [['-', '(none)', '-', '-', '-']],
});
if (failures.length > 0) {
  console.error('\nBENCH FAILED:');
  for (const failure of failures) console.error(`- ${failure}`);
  process.exit(1);
}
console.log(`\nbench: all budgets met (${figures.map((f) => f.name).join(', ')})`);
