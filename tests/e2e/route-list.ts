/**
 * SPEC §2's screens, as the browser suites open them: the admin sections under the tenant (with the title each shows),
 * the incident screens and the public pages. The layout guard (layout-guard.spec.ts: each screen opens with its title,
 * its layout, axe) and the release screenshots (npm run screenshots) both walk this one list.
 */

/** The demo's administrator of the public tenant: a super user who sees every section. */
export const ADMIN_ACCOUNT = { email: 'admin@public.demo', tenant: 'public' } as const;

/** A finished demo incident of the public tenant. */
export const PAST_INCIDENT = '100131';

/** The demo's super user of tenant_5: its tenant offers the allowed devices, which the public tenant does not. */
export const TENANT5_SUPER = { email: 'super@tenant5.demo', tenant: 'tenant_5' } as const;

/**
 * Every admin section of SPEC §2 the public tenant offers (to its super user): its key under the tenant and the title
 * its heading shows (English). What the sidebar does not offer does not open by address, for super users too.
 */
export const ADMIN_SECTIONS: readonly (readonly [key: string, title: string])[] = [
  ['incidents', 'Incidents'],
  ['users', 'Users'],
  ['dashboard', 'Dashboard'],
  ['allowed-places', 'Allowed places'],
  ['rates-app', 'App ratings'],
  ['new-users-register', 'Registration requests'],
  ['tenants', 'Tenants'],
  ['places-of-interest', 'Places of interest'],
  ['speed-tests', 'Speed tests'],
  ['features', 'Features'],
  ['reports', 'Reports'],
  ['logged-users', 'Signed-in users'],
  ['predefined-description', 'Predefined descriptions'],
  ['ips-admin', 'Allowed IP addresses'],
  ['auth-data', 'Sign-in attempts'],
  ['permissions', 'Permissions'],
  ['files', 'Files'],
  ['roles', 'Roles'],
  ['teleport-map', 'Teleport map'],
  ['settings', 'Settings'],
  ['control-panel', 'Dashboard'],
  ['user-behaviour', 'User behaviour'],
  ['argos', 'Argos'],
  ['logs', 'Logs'],
  ['incidents-map', 'Incidents map'],
];

/** The sections of SPEC §2 the public tenant does not offer (allowed devices: tenants 24, 5, 28 and 8), opened as TENANT5_SUPER. */
export const OTHER_TENANT_SECTIONS: readonly (readonly [key: string, title: string])[] = [['allowed-devices', 'Allowed devices']];

/** A signed-in screen: the path under the tenant and the level-one heading that says it has opened. */
export interface SignedInRoute {
  readonly path: string;
  readonly heading: string | RegExp;
}

/** Every signed-in screen the administrator of the public tenant opens: the admin sections, create mode and a past incident. */
export const SIGNED_IN_ROUTES: readonly SignedInRoute[] = [
  ...ADMIN_SECTIONS.map(([key, title]) => ({ path: key, heading: title })),
  { path: 'incident/live', heading: 'New incident' },
  { path: `incident/view/${PAST_INCIDENT}`, heading: /./ },
];

/** The signed-in screens of OTHER_TENANT_SECTIONS, opened by TENANT5_SUPER under its tenant. */
export const OTHER_TENANT_ROUTES: readonly SignedInRoute[] = OTHER_TENANT_SECTIONS.map(([key, title]) => ({ path: key, heading: title }));

/** The public screens: the address and the heading that says it has opened. */
export const PUBLIC_ROUTES: readonly { readonly path: string; readonly heading: string }[] = [
  { path: 'login', heading: 'Sign in' },
  { path: 'deeplinks', heading: 'Open this link in the app' },
];
