import type { Container } from 'inversify';
import type { Binder } from './adapter-set';
import { readConfig } from './app-config';
import { incidentPagesBinders as applicationIncidentPages } from './application.incident-pages';
import { laterBinders as applicationLater } from './application.later';
import { sectionBinders as applicationSections } from './application.sections';
import { adminScreensBinders as applicationAdminScreens } from './application.admin-screens';
import { analyticsBinders as applicationAnalytics } from './application.analytics';
import { applicationSet } from './application.module';
import { bindDemoWorld } from './bindings/demo-world.fake';
import { bindFakeFoundation } from './bindings/foundation.fake';
import { bindFakePage } from './bindings/page.fake';
import { bindFakeSession } from './bindings/session.fake';
import { simulationBinder, type SimulationOptions } from './bindings/simulation.fake';
import { buildContainer, type ContainerOverrides } from './build-container';
import { incidentPagesBinders as fakeIncidentPages } from './fake-adapters.incident-pages';
import { laterBinders as fakeLater } from './fake-adapters.later';
import { sectionBinders as fakeSections } from './fake-adapters.sections';
import { incidentPagesBinders as realIncidentPages } from './real-adapters.incident-pages';
import { laterBinders as realLater } from './real-adapters.later';
import { sectionBinders as realSections } from './real-adapters.sections';
import { adapterSet as realSet } from './real-adapters.module';

export interface NodeContainerOptions extends ContainerOverrides {
  /** Demo world only: the simulated caller answers every link (the scenario runner). */
  readonly simulation?: SimulationOptions;
}

/**
 * Each set with its after-sign-in, admin sections' and incident pages' parts, imported at once: Node needs no lazy
 * loading. The demo's login route binds its world at once too (the browser builds it on the first call instead, with
 * adapters that wait for it: demo-session.browser.ts), so tests and the server drive the demo's own fakes.
 */
const SETS: Record<'fake' | 'real', { readonly now: readonly Binder[]; readonly later: readonly Binder[] }> = {
  fake: {
    now: [bindFakeFoundation, bindFakePage, bindDemoWorld, bindFakeSession],
    later: [...fakeLater, ...fakeSections, ...fakeIncidentPages],
  },
  real: { now: realSet.now, later: [...realLater, ...realSections, ...realIncidentPages] },
};

/**
 * createContainer('fake' | 'real', options?): every binding at once, for Node (tests, the scenario runner), built
 * from the same binding sets as the browser's container.
 */
export function createContainer(adapters: 'fake' | 'real', options?: NodeContainerOptions): Container {
  const config = {
    ...readConfig({ VITE_ADAPTERS: adapters, VITE_DEMO_LATENCY_MS: '0', VITE_LOG_LEVEL: 'debug' }),
    ...options?.config,
  };
  const { now, later } = SETS[adapters];
  const simulation = adapters === 'fake' && options?.simulation ? [simulationBinder(options.simulation)] : [];
  return buildContainer(
    [
      ...now,
      ...later,
      ...simulation,
      ...applicationSet.now,
      ...applicationLater,
      ...applicationIncidentPages,
      ...applicationSections,
      ...applicationAdminScreens,
      ...applicationAnalytics,
    ],
    config,
    options,
  );
}
