/**
 * npx tsx scripts/demo-seed.ts <seed> <file>: writes to <file> (JSON) the demo world's seed a demo build carries
 * (build/demo-seed.ts runs it): every tenant's usual incident history for that seed, generated with faker at
 * BUILT_HISTORIES_EPOCH, so the browser reads it instead of loading faker (src/adapters/fake/demo-world/built-histories.ts).
 */
import { writeFileSync } from 'node:fs';
import { generatedSeed } from '../src/adapters/fake/demo-world/built-histories.generate';

const [seed, file] = process.argv.slice(2);
if (!seed || !file || !Number.isInteger(Number(seed))) {
  console.error('usage: npx tsx scripts/demo-seed.ts <seed> <file>');
  process.exit(2);
}
writeFileSync(file, JSON.stringify(await generatedSeed(Number(seed))));
