import type { Container } from 'inversify';
import { readConfig } from './app-config';
import { buildContainer, type ContainerOverrides } from './build-container';
import { adaptersModule as fakeAdapters } from './fake-adapters.module';
import { adaptersModule as realAdapters } from './real-adapters.module';

/**
 * createContainer('fake' | 'real', overrides?): both adapter sets are reachable, for Node (tests, the
 * scenario runner). The browser entry imports only the set chosen at build time.
 */
export function createContainer(adapters: 'fake' | 'real', overrides?: ContainerOverrides): Container {
  const config = { ...readConfig({ VITE_ADAPTERS: adapters, VITE_DEMO_LATENCY_MS: '0', VITE_LOG_LEVEL: 'debug' }), ...overrides?.config };
  return buildContainer(adapters === 'fake' ? fakeAdapters : realAdapters, config, overrides);
}
