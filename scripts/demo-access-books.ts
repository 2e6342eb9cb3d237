/**
 * npx tsx scripts/demo-access-books.ts: writes src/adapters/fake/demo-world/seeded-access-books.json, every tenant's
 * access book as the demo world generates it with its default seed and number of colleagues, at SEEDED_BOOKS_EPOCH
 * (see seeded-access-books.ts). tests/adapters/seeded-access-books.test.ts fails when the file no longer matches the
 * generator (run this again then).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedAccessBooks } from '../src/adapters/fake/demo-world/seeded-access-books.generate';

const target = path.resolve(import.meta.dirname, '../src/adapters/fake/demo-world/seeded-access-books.json');
writeFileSync(target, `${JSON.stringify(await generatedAccessBooks())}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
