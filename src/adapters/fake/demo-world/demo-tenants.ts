import { TELEPORT_PERMISSION } from '../../../domain/permissions/permissions';
import { INCIDENT_LIVE_SEGMENT } from '../../../domain/routing/routes';
import { SIDEBAR_ENTRIES } from '../../../domain/routing/sidebar';
import { defaultSettings, type Settings } from '../../../domain/incident/settings';

/** One tenant of the demo world, with its own settings and permission list (SPEC §6). */
export interface DemoTenant {
  readonly id: string;
  readonly name: string;
  readonly settings: Settings;
  /** The tenant's permission list (GET /api/permission); user permissions are compared with it. */
  readonly permissions: readonly string[];
  /** SPEC §3 Tenant fields as the tenants screen shows them (POST /tenant/filter, GET /tenant/{id}). */
  readonly apiKey: string;
  readonly totalAdminUsers: number;
  readonly allowedIps: string;
}

/** Every sidebar entry's permission (SPEC §6): a demo tenant grants them all. */
const ALL_ENTRY_PERMISSIONS: readonly string[] = SIDEBAR_ENTRIES.map((entry) =>
  entry.key === INCIDENT_LIVE_SEGMENT ? TELEPORT_PERMISSION : entry.key,
);

/**
 * The four demo tenants (README "Demo accounts"): public; tenant_5 (+52 group, allowed devices, title required and
 * limited to 60 characters); tenant_12 (Bogota group, +57; operator broadcast allowed); tenant_24 (allowed devices,
 * +52; Argos incident creation allowed).
 */
export const DEMO_TENANTS: readonly DemoTenant[] = [
  {
    id: 'public',
    apiKey: 'demo-public-3f9a1c',
    totalAdminUsers: 25,
    allowedIps: '',
    name: 'Public',
    settings: { ...defaultSettings(), shareLocationPreference: 'google-maps' },
    permissions: ALL_ENTRY_PERMISSIONS,
  },
  {
    id: 'tenant_5',
    apiKey: 'demo-cdmx-5b7e22',
    totalAdminUsers: 10,
    allowedIps: '10.0.0.0/8,192.168.0.0/16',
    name: 'Ciudad de México',
    settings: { ...defaultSettings(), requireIncidentTitle: true, limitedTitleLength: 60, defaultLanguage: 'es-ES' },
    permissions: [...ALL_ENTRY_PERMISSIONS, 'control-access-to-video-history', 'control-access-to-edit-incident-history'],
  },
  {
    id: 'tenant_12',
    apiKey: 'demo-bogota-12c4d8',
    totalAdminUsers: 6,
    allowedIps: '',
    name: 'Bogotá',
    settings: { ...defaultSettings(), allowOperatorBroadcast: true, defaultLanguage: 'es-ES' },
    permissions: [...ALL_ENTRY_PERMISSIONS, 'control-access-to-edit-incident-history'],
  },
  {
    id: 'tenant_24',
    apiKey: 'demo-monterrey-24a0f1',
    totalAdminUsers: 4,
    allowedIps: '172.16.0.0/12',
    name: 'Monterrey',
    settings: { ...defaultSettings(), allowArgoCreateIncident: true, shareLocationPreference: 'google-maps' },
    permissions: ALL_ENTRY_PERMISSIONS,
  },
];
