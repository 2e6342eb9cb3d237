/** Resolved by vite.config.ts to fake-adapters.module.ts or real-adapters.module.ts (VITE_ADAPTERS). */
declare module 'virtual:adapter-set' {
  import type { Container, ContainerModule } from 'inversify';
  import type { AppConfig } from './app-config';
  export function adaptersModule(config: AppConfig): ContainerModule;
  export function laterAdaptersModule(config: AppConfig): Promise<ContainerModule>;
  export function startLater(container: Container): Promise<void>;
}
