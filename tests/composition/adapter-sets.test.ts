import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ChatGateway } from '../../src/application/ports/chat-gateway.port';
import { VideoGateway } from '../../src/application/ports/video.port';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import { readConfig } from '../../src/composition/app-config';
import type { BindingSet } from '../../src/composition/adapter-set';
import { BootResolver } from '../../src/composition/boot-resolver';
import { moduleOf } from '../../src/composition/build-container';
import { adapterSet as fakeSet } from '../../src/composition/fake-adapters.module';
import { adapterSet as realSet } from '../../src/composition/real-adapters.module';
import { adapterSet as servedSet } from '../../src/composition/served-adapters.module';
import { trainingBinders as demoTraining } from '../../src/composition/training.module';
import { trainingBinders as servedTraining } from '../../src/composition/training.served';

const SETS: Record<'fake' | 'real' | 'served', BindingSet> = { fake: fakeSet, real: realSet, served: servedSet };

const PORT_MODULES = import.meta.glob<Record<string, unknown>>('../../src/application/ports/*.port.ts');
/** The trainer's console's ports: the demo's training module binds them, and only it (the production set has none). */
const TRAINING_PORT_MODULES = import.meta.glob<Record<string, unknown>>('../../src/application/training/ports/*.port.ts');

/** Every port token: the symbols the port modules export (an interface and a token with the same name). */
async function portTokens(modules = PORT_MODULES): Promise<Map<symbol, string>> {
  const tokens = new Map<symbol, string>();
  for (const [path, load] of Object.entries(modules)) {
    const file = path.slice(path.lastIndexOf('/') + 1);
    const module = await load();
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'symbol') tokens.set(value, `${file}: ${name}`);
      // KeyValueStorage: one interface, two tokens (local and session).
      else if (value && typeof value === 'object') {
        for (const [inner, token] of Object.entries(value)) if (typeof token === 'symbol') tokens.set(token, `${file}: ${name}.${inner}`);
      }
    }
  }
  return tokens;
}

async function containerOf(adapters: 'fake' | 'real' | 'served', phase: 'now' | 'later' | 'all' = 'all'): Promise<Container> {
  const config = readConfig({ VITE_ADAPTERS: adapters });
  const set = SETS[adapters];
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(moduleOf(config, set.now));
  if (phase !== 'now') container.load(moduleOf(config, [...((await set.afterBoot?.()) ?? []), ...(await set.later())]));
  if (phase === 'all') container.load(moduleOf(config, [...(await set.sections()), ...((await set.incidentPages?.()) ?? [])]));
  return container;
}

describe('the two adapter sets (README: production and demo bind the same ports)', () => {
  it('finds the ports (the scan itself works)', async () => {
    const tokens = await portTokens();
    expect(tokens.size).toBeGreaterThan(30);
    expect([...tokens.values()]).toContain('incidents-gateway.port.ts: IncidentsGateway');
  });

  it.each(['fake', 'real', 'served'] as const)('the %s set binds every port', async (adapters) => {
    const container = await containerOf(adapters);
    const missing = [...(await portTokens())].filter(([token]) => !container.isBound(token)).map(([, name]) => name);
    expect(missing).toEqual([]);
  });

  it.each(['fake', 'real', 'served'] as const)('every port of the %s set can be built', async (adapters) => {
    const container = await containerOf(adapters);
    const failures: string[] = [];
    for (const [token, name] of await portTokens()) {
      try {
        if (!container.get(token)) failures.push(`${name}: nothing`);
      } catch (error) {
        failures.push(`${name}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('both sets bind the same ports before sign-in, so a screen finds the same ports in production and in the demo', async () => {
    const [fake, real] = await Promise.all([containerOf('fake', 'now'), containerOf('real', 'now')]);
    const tokens = [...(await portTokens())];
    const boundIn = (container: Container) => tokens.filter(([token]) => container.isBound(token)).map(([, name]) => name);
    expect(boundIn(fake)).toEqual(boundIn(real));
  });

  it.each(['fake', 'real'] as const)(
    "the browser's boot resolver builds every port the %s set binds before sign-in, and only those",
    async (adapters) => {
      const container = await containerOf(adapters, 'now');
      const boot = new BootResolver(SETS[adapters].now, readConfig({ VITE_ADAPTERS: adapters }));
      const failures: string[] = [];
      for (const [token, name] of await portTokens()) {
        try {
          const built = boot.get(token, { optional: true });
          if ((built !== undefined) !== container.isBound(token)) failures.push(`${name}: ${built === undefined ? 'missing' : 'extra'}`);
        } catch (error) {
          failures.push(`${name}: ${String(error)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(['fake', 'real', 'served'] as const)(
    "the %s set binds a call's video and chat with the incident pages, which alone use them, not after sign-in",
    async (adapters) => {
      const [later, all] = await Promise.all([containerOf(adapters, 'later'), containerOf(adapters)]);
      for (const token of [VideoGateway, ChatGateway]) {
        expect(later.isBound(token), String(token.description)).toBe(false);
        expect(all.isBound(token), String(token.description)).toBe(true);
      }
    },
  );

  it('the demo binds its simulated caller with the incident pages, which send the links and open the calls', async () => {
    const [later, all] = await Promise.all([containerOf('fake', 'later'), containerOf('fake')]);
    expect(later.isBound(CallerDirector)).toBe(false);
    expect(all.isBound(CallerDirector)).toBe(true);
  });

  it('both sets bind the same ports after sign-in, before any admin section or incident page is opened', async () => {
    const [fake, real] = await Promise.all([containerOf('fake', 'later'), containerOf('real', 'later')]);
    const tokens = [...(await portTokens())];
    const boundIn = (container: Container) => tokens.filter(([token]) => container.isBound(token)).map(([, name]) => name);
    expect(boundIn(fake)).toEqual(boundIn(real));
  });

  it("the trainer's console's ports are bound by the demo's training module, and by nothing in production", async () => {
    expect(realSet.training).toBeUndefined();
    // The sets' training parts, as their `training()` hands them over with the screens' chunk (which is not loaded
    // here: the trainer's screens are the browser suites' to open).
    expect(fakeSet.training).toBeTypeOf('function');
    expect(servedSet.training).toBeTypeOf('function');
    const container = await containerOf('fake');
    container.load(moduleOf(readConfig({ VITE_ADAPTERS: 'fake' }), demoTraining));
    const tokens = [...(await portTokens(TRAINING_PORT_MODULES))];
    expect(tokens.map(([, name]) => name)).toEqual(
      expect.arrayContaining(['training-room.port.ts: TrainingRoom', 'scenario-library.port.ts: ScenarioLibrary']),
    );
    expect(tokens.filter(([token]) => !container.isBound(token)).map(([, name]) => name)).toEqual([]);
    const production = await containerOf('real');
    expect(tokens.filter(([token]) => production.isBound(token)).map(([, name]) => name)).toEqual([]);
    // The served console (trainers use its server) binds them with its own training module.
    const served = await containerOf('served');
    served.load(moduleOf(readConfig({ VITE_ADAPTERS: 'served' }), servedTraining));
    expect(tokens.filter(([token]) => !served.isBound(token)).map(([, name]) => name)).toEqual([]);
  }, 60_000);
});
