import type { ContainerModuleLoadOptions } from 'inversify';
import type { AppConfig } from '../app-config';

/** What each area's binding function receives: inversify's bind and onActivation, and the app's config. */
export interface BindingContext {
  readonly bind: ContainerModuleLoadOptions['bind'];
  readonly onActivation: ContainerModuleLoadOptions['onActivation'];
  readonly config: AppConfig;
}
