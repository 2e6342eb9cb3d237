import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * SPEC §2 Authenticated admin layout (lazy sections): every section under {tenant}/{key} is its own chunk, loaded
 * the first time it is opened. The keys are the sidebar entries' keys (SPEC §2 Sidebar) plus the sections the
 * layout lists that have no sidebar entry (dashboard, teleport map, user behaviour).
 */
export const ADMIN_SECTIONS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  'incidents-map': lazy(() => import('./IncidentsMapSection')),
  users: lazy(() => import('./users/UsersSection')),
  'new-users-register': lazy(() => import('./new-users-register/NewUsersRegisterSection')),
  tenants: lazy(() => import('./tenants/TenantsSection')),
  incidents: lazy(() => import('./IncidentsSection')),
  'speed-tests': lazy(() => import('./SpeedTestsSection')),
  'places-of-interest': lazy(() => import('./PlacesOfInterestSection')),
  'auth-data': lazy(() => import('./auth-data/AuthDataSection')),
  'allowed-places': lazy(() => import('./AllowedPlacesSection')),
  'allowed-devices': lazy(() => import('./allowed-devices/AllowedDevicesSection')),
  'rates-app': lazy(() => import('./RatesAppSection')),
  features: lazy(() => import('./FeaturesSection')),
  reports: lazy(() => import('./ReportsSection')),
  'ips-admin': lazy(() => import('./ips-admin/IpsAdminSection')),
  permissions: lazy(() => import('./permissions/PermissionsSection')),
  roles: lazy(() => import('./roles/RolesSection')),
  argos: lazy(() => import('./ArgosSection')),
  settings: lazy(() => import('./SettingsSection')),
  'control-panel': lazy(() => import('./ControlPanelSection')),
  'predefined-description': lazy(() => import('./PredefinedDescriptionSection')),
  files: lazy(() => import('./FilesSection')),
  'logged-users': lazy(() => import('./logged-users/LoggedUsersSection')),
  logs: lazy(() => import('./LogsSection')),
  dashboard: lazy(() => import('./DashboardSection')),
  'teleport-map': lazy(() => import('./TeleportMapSection')),
  'user-behaviour': lazy(() => import('./UserBehaviourSection')),
};

export function adminSection(key: string): LazyExoticComponent<ComponentType> | null {
  return Object.hasOwn(ADMIN_SECTIONS, key) ? (ADMIN_SECTIONS[key] ?? null) : null;
}
