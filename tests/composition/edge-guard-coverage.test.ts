import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/composition/app-config';
import { buildBrowserContainer } from '../../src/composition/browser-container';
import { adapterSet as realSet } from '../../src/composition/real-adapters.module';
import { adapterSet as servedSet } from '../../src/composition/served-adapters.module';

const PORT_MODULES = import.meta.glob<Record<string, unknown>>('../../src/application/ports/*.port.ts', { eager: true });
/** Gateways with a guard of their own: the chat per conversation as it opens, the video by its call states. */
const OWN_HANDLING = new Set(['ChatGateway', 'VideoGateway']);

/** Every `…Gateway` token the ports declare: found in the port files, not copied from the guard's list. */
const gatewayTokens = (): [string, symbol][] =>
  Object.values(PORT_MODULES).flatMap((module) =>
    Object.entries(module).flatMap(([name, token]): [string, symbol][] =>
      typeof token === 'symbol' && name.endsWith('Gateway') && !OWN_HANDLING.has(name) ? [[name, token]] : [],
    ),
  );

describe('every backend gateway is behind the edge guard (a bug inside an adapter is never a server message)', () => {
  it('finds the gateways in the port files', () => {
    expect(gatewayTokens().length).toBeGreaterThan(25);
  });

  it.each([
    ['production', realSet, 'real'],
    ['served', servedSet, 'served'],
  ] as const)('the %s build wraps each one, those bound after sign-in and with the sections included', async (_name, set, adapters) => {
    const { get, loadLater, loadSections } = buildBrowserContainer(set, readConfig({ VITE_ADAPTERS: adapters }));
    await loadLater();
    await loadSections();
    const unguarded = gatewayTokens()
      .filter(([, token]) => !types.isProxy(get<object>(token)))
      .map(([name]) => name);
    expect(unguarded).toEqual([]);
  });
});
