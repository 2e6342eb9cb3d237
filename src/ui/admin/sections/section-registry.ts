import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every section component: `<Name>Section.tsx` in this folder or in the section's own folder (`users/UsersSection.tsx`). */
const SECTION_MODULES = import.meta.glob<{ default: ComponentType }>(['./*Section.tsx', './*/*Section.tsx']);

/** A section's key from its component's file: `IpsAdminSection.tsx` → `ips-admin`. */
export function sectionKeyOfFile(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/Section\.tsx$/, '');
  return name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * SPEC §2 Authenticated admin layout (lazy sections): every section under {tenant}/{key} is its own chunk, loaded
 * the first time it is opened. The keys are the sidebar entries' keys (SPEC §2 Sidebar) plus the sections the
 * layout lists that have no sidebar entry (dashboard, teleport map, user behaviour); a section's component file is
 * named after its key.
 */
export const ADMIN_SECTIONS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(SECTION_MODULES).map(([path, load]) => [sectionKeyOfFile(path), lazy(load)]),
);

/** Each section's loader by its key: the same module `ADMIN_SECTIONS`' component loads. */
const SECTION_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = Object.fromEntries(
  Object.entries(SECTION_MODULES).map(([path, load]) => [sectionKeyOfFile(path), load]),
);

/**
 * Starts downloading a section's code before it renders (beside its services and words, not after them); the
 * component's own load then finds the module there. A failed download is not reported here: the component's own load
 * meets it and the route shows the screen's error.
 */
export function preloadSection(key: string): Promise<void> {
  const load = Object.hasOwn(SECTION_LOADERS, key) ? SECTION_LOADERS[key] : undefined;
  return load ? load().then(noop, noop) : Promise.resolve();
}

function noop(): void {}

export function adminSection(key: string): LazyExoticComponent<ComponentType> | null {
  return Object.hasOwn(ADMIN_SECTIONS, key) ? (ADMIN_SECTIONS[key] ?? null) : null;
}
