/**
 * npx tsx scripts/demo-seed.ts <seed> <users> <file>: writes to <file> (JSON) the demo world's seed a demo build
 * carries (build/demo-seed.ts runs it): every tenant's usual incident history and its access book with <users>
 * generated colleagues for that seed, generated with faker at BUILT_HISTORIES_EPOCH, so the browser reads them instead
 * of loading faker (src/adapters/fake/demo-world/built-histories.ts).
 */
import { writeFileSync } from 'node:fs';
import { generatedSeed } from '../src/adapters/fake/demo-world/built-histories.generate';

const [seed, users, file] = process.argv.slice(2);
if (!seed || !users || !file || !Number.isInteger(Number(seed)) || !Number.isInteger(Number(users))) {
  console.error('usage: npx tsx scripts/demo-seed.ts <seed> <users> <file>');
  process.exit(2);
}
writeFileSync(file, JSON.stringify(await generatedSeed(Number(seed), Number(users))));
