import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Clock } from '../../../src/application/ports/clock.port';
import { KeyValueStorage } from '../../../src/application/ports/key-value-storage.port';
import { MemoryStorage } from '../../../src/adapters/fake/memory-storage.fake';
import { FileScenarioCatalog } from '../../../src/adapters/fake/simulation/scenario-catalog';
import { VirtualClock } from '../../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../../src/composition/create-container';

const dir = path.resolve(import.meta.dirname, '../../../scenarios');

/** Every file of scenarios/, parsed, by its path as the demo build bundles them. */
export const scenarioFiles: Readonly<Record<string, unknown>> = Object.fromEntries(
  readdirSync(dir).map((f) => [`/scenarios/${f}`, JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown]),
);

/** A browser tab of the demo: its clock, local storage and session storage (what a reload keeps). */
export function demoTab(clock = new VirtualClock()) {
  return { clock, local: new MemoryStorage(), session: new MemoryStorage() };
}

export type DemoTab = ReturnType<typeof demoTab>;

/** One load of the console in the tab: a container over the tab's clock and storage, with every scenario file. */
export function tabContainer(t: DemoTab) {
  return createContainer('fake', {
    bindings: [
      [Clock, t.clock],
      [KeyValueStorage.local, t.local],
      [KeyValueStorage.session, t.session],
    ],
    simulation: { catalog: new FileScenarioCatalog(scenarioFiles) },
  });
}
