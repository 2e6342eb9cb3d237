import type { Container } from 'inversify';
import { readConfig } from './app-config';
import { applicationModule, moduleOf } from './application.module';
import { buildContainer, type ContainerOverrides } from './build-container';
import { bindRealAdmin } from './bindings/admin.real';
import { bindIncidentsApplication } from './bindings/incidents.application';
import { bindFakeIncidents } from './bindings/incidents.fake';
import { bindRealIncidents } from './bindings/incidents.real';
import { bindLiveApplication } from './bindings/live.application';
import { bindIncidentFormsApplication } from './bindings/screens.application';
import { bindFakeLive } from './bindings/live.fake';
import { bindRealLive } from './bindings/live.real';
import { adaptersModule as fakeAdapters } from './fake-adapters.module';
import { adaptersModule as realAdapters } from './real-adapters.module';

/**
 * createContainer('fake' | 'real', overrides?): every binding at once, for Node (tests, the scenario runner).
 * The browser entry imports only the set chosen at build time and loads the after-sign-in part lazily.
 */
export function createContainer(adapters: 'fake' | 'real', overrides?: ContainerOverrides): Container {
  const config = { ...readConfig({ VITE_ADAPTERS: adapters, VITE_DEMO_LATENCY_MS: '0', VITE_LOG_LEVEL: 'debug' }), ...overrides?.config };
  const modules =
    adapters === 'fake'
      ? [fakeAdapters(config), moduleOf(config, bindFakeIncidents, bindFakeLive)]
      : [realAdapters(config), moduleOf(config, bindRealAdmin, bindRealIncidents, bindRealLive)];
  return buildContainer(
    [...modules, applicationModule(config), moduleOf(config, bindIncidentsApplication, bindLiveApplication, bindIncidentFormsApplication)],
    config,
    overrides,
  );
}
