import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import type { Binder, BindingSet } from './adapter-set';
import type { AppConfig } from './app-config';
import { applicationSet } from './application.module';
import { BootResolver } from './boot-resolver';
import type { BrowserInversify } from './build-container';
import type { ClassToken } from './bindings/binding-context';

export interface BrowserContainer {
  /** A service by its token: the boot resolver's until inversify takes its place, then inversify's. */
  readonly get: <T>(token: symbol | ClassToken<T>) => T;
  /** Loads (once) inversify and the signed-in screens' part, after sign-in. */
  readonly loadLater: () => Promise<void>;
  /** Downloads the modules loadLater() loads, binding nothing: started as a sign-in is sent. */
  readonly prefetchLater: () => void;
  /** Adds (once, after `loadLater`) what the admin sections use, and what the given section alone uses. */
  readonly loadSections: (section: string) => Promise<void>;
  /** Adds (once, after `loadLater`) what only the incident pages use. */
  readonly loadIncidentPages: () => Promise<void>;
  /** The set's training console: its bindings added (once) and its screens, when the set has one (the demo). */
  readonly loadTraining?: () => Promise<ComponentType>;
  /** Inversify's container, once it has taken the boot resolver's place (loaded then if need be). */
  readonly container: () => Promise<Container>;
}

/**
 * The browser's container. The login route's part (`now` binders) is served by the boot resolver, so the login route
 * does not carry inversify; the first part loaded after it (`loadLater()` after sign-in, or the demo's training
 * console) loads inversify in its own chunk, builds its container from the same binders, hands it every singleton the
 * boot resolver built, binds the set's `afterBoot` part, and loads the new part into it. `loadSections(section)` adds the admin sections' part with the first
 * section opened, and a section's own part (`sectionParts`) with the first section naming it, `loadIncidentPages()` the incident pages' part with the first incident page.
 */
export function buildBrowserContainer(set: BindingSet, config: AppConfig): BrowserContainer {
  const now = [...set.now, ...applicationSet.now];
  const boot = new BootResolver(now, config);
  let inversify: Promise<BrowserInversify> | null = null;
  const takeOver = () =>
    (inversify ??= Promise.all([import('./build-container'), set.afterBoot?.() ?? []]).then(([{ containerAfterBoot }, afterBoot]) => {
      const built = containerAfterBoot(boot, now, config);
      built.load(afterBoot);
      return built;
    }));
  let later: Promise<void> | null = null;
  const loadLater = () =>
    (later ??= Promise.all([takeOver(), set.later(), applicationSet.later()]).then(([{ container, load }, adapters, application]) => {
      load([...adapters, ...application]);
      void set.onLoaded?.(container, { incidentPages: () => loadIncidentPages() });
    }));
  // The same imports as takeOver() and loadLater(), their binders left unused; a failure is left to those loads.
  const prefetchLater = () =>
    void Promise.all([import('./build-container'), set.afterBoot?.(), set.later(), applicationSet.later()]).catch(() => undefined);
  let sections: Promise<void> | null = null;
  const loadAllSections = () =>
    (sections ??= Promise.all([takeOver(), loadLater(), set.sections(), applicationSet.sections()]).then(
      ([{ load }, , adapters, application]) => load([...adapters, ...application]),
    ));
  // A section's own part, by its loader: two sections sharing a part load it once.
  const parts = new Map<() => Promise<readonly Binder[]>, Promise<void>>();
  const loadSections = (section: string) => {
    const part = Object.hasOwn(applicationSet.sectionParts ?? {}, section) ? applicationSet.sectionParts?.[section] : undefined;
    if (!part) return loadAllSections();
    let loading = parts.get(part);
    if (!loading) {
      loading = Promise.all([takeOver(), loadAllSections(), part()]).then(([{ load }, , binders]) => load(binders));
      parts.set(part, loading);
    }
    return loading;
  };
  let incidentPages: Promise<void> | null = null;
  const loadIncidentPages = () =>
    (incidentPages ??= Promise.all([takeOver(), loadLater(), set.incidentPages?.() ?? [], applicationSet.incidentPages?.() ?? []]).then(
      ([{ load }, , adapters, application]) => load([...adapters, ...application]),
    ));
  const built = {
    get: <T>(token: symbol | ClassToken<T>): T => boot.get(token),
    loadLater,
    prefetchLater,
    loadSections,
    loadIncidentPages,
    container: async () => (await takeOver()).container,
  };
  const training = set.training?.bind(set);
  if (!training) return built;
  let screens: Promise<ComponentType> | null = null;
  const loadTraining = () =>
    (screens ??= Promise.all([takeOver(), training()]).then(([{ load }, { binders, screens: component }]) => {
      load(binders);
      return component;
    }));
  return { ...built, loadTraining };
}
