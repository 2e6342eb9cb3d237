/**
 * Runs one bench figure in this process and writes its report (JSON) to the given file:
 *   node --expose-gc --import tsx scripts/bench/run-figure.mjs <figure file> <report file>
 * scripts/bench.mjs starts it once per figure, so each figure has a fresh heap and cannot disturb the next.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [file, out] = process.argv.slice(2);
if (!file || !out) {
  console.error('usage: node --expose-gc --import tsx scripts/bench/run-figure.mjs <figure file> <report file>');
  process.exit(2);
}
const module = await import(pathToFileURL(path.resolve(file)).href);
const figure = module.default;
if (!figure || typeof figure.run !== 'function') {
  console.error(`${file}: its default export is not a bench figure ({ description, run() })`);
  process.exit(2);
}
const report = await figure.run();
writeFileSync(out, JSON.stringify(report));
// Whatever a figure left behind (a preview server, a browser) must not keep the bench waiting.
process.exit(0);
