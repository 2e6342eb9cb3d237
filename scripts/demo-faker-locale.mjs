#!/usr/bin/env node
/**
 * Writes src/adapters/fake/demo-world/faker-locale.json: the few definitions of faker's English locale the demo
 * world's generators read (names, company names, e-mail providers). With faker's base locale they give the very same
 * values as the whole English locale, which is about 110 KB gz the demo would otherwise load with its first list.
 * tests/adapters/demo-faker-locale.test.ts fails when the file no longer matches faker's locale (run this again then).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { faker } from '@faker-js/faker/locale/en';

/** category -> the keys the generators read (person.firstName/lastName, company.name, internet.email). */
export const DEMO_FAKER_DEFINITIONS = {
  person: ['first_name', 'last_name', 'last_name_pattern'],
  company: ['legal_entity_type', 'name_pattern'],
  internet: ['free_email'],
};

const target = path.resolve(import.meta.dirname, '../src/adapters/fake/demo-world/faker-locale.json');
const definitions = faker.rawDefinitions;
const subset = Object.fromEntries(
  Object.entries(DEMO_FAKER_DEFINITIONS).map(([category, keys]) => [
    category,
    Object.fromEntries(keys.map((key) => [key, definitions[category][key]])),
  ]),
);
writeFileSync(target, `${JSON.stringify(subset)}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
