/** The demo accounts (README "Demo accounts"). Every one has the password DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  readonly id: string;
  readonly email: string;
  readonly tenant: string;
  readonly name: string;
  readonly lastName: string;
  readonly isSuperUser: boolean;
  readonly isHqAdmin: boolean;
  readonly active: boolean;
  /** Permission names granted through the account's roles (SPEC §6), in the order the roles service returns them. */
  readonly permissions: readonly string[];
  /**
   * The demo role (of the account's tenant) that grants exactly `permissions`; none for super users and for
   * accounts without permissions. Accounts sharing a role must share its permissions (a test checks it).
   */
  readonly role?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: '1',
    email: 'admin@public.demo',
    tenant: 'public',
    name: 'Ana',
    lastName: 'Admin',
    isSuperUser: true,
    isHqAdmin: true,
    active: true,
    permissions: [],
  },
  {
    id: '2',
    email: 'operator@public.demo',
    tenant: 'public',
    name: 'Otto',
    lastName: 'Operator',
    isSuperUser: false,
    isHqAdmin: true,
    active: true,
    permissions: ['teleport', 'incidents-map', 'incidents', 'users', 'reports'],
    role: 'Operator',
  },
  {
    id: '3',
    email: 'super@tenant5.demo',
    tenant: 'tenant_5',
    name: 'Sofia',
    lastName: 'Super',
    isSuperUser: true,
    isHqAdmin: true,
    active: true,
    permissions: [],
  },
  {
    id: '4',
    email: 'operator@tenant5.demo',
    tenant: 'tenant_5',
    name: 'Oscar',
    lastName: 'Operador',
    isSuperUser: false,
    isHqAdmin: true,
    active: true,
    permissions: ['teleport', 'control-access-to-video-history', 'reports', 'incidents'],
    role: 'Operator',
  },
  {
    id: '5',
    email: 'noperm@tenant5.demo',
    tenant: 'tenant_5',
    name: 'Nina',
    lastName: 'Nopermission',
    isSuperUser: false,
    isHqAdmin: true,
    active: true,
    permissions: [],
  },
  {
    id: '6',
    email: 'operator@tenant12.demo',
    tenant: 'tenant_12',
    name: 'Camila',
    lastName: 'Bogotá',
    isSuperUser: false,
    isHqAdmin: true,
    active: true,
    permissions: ['teleport', 'control-access-to-edit-incident-history', 'users', 'speed-tests'],
    role: 'Operator',
  },
  {
    id: '7',
    email: 'operator@tenant24.demo',
    tenant: 'tenant_24',
    name: 'Diego',
    lastName: 'Monterrey',
    isSuperUser: false,
    isHqAdmin: true,
    active: true,
    permissions: ['teleport', 'allowed-devices', 'settings', 'files', 'argos'],
    role: 'Operator',
  },
  {
    id: '8',
    email: 'inactive@tenant5.demo',
    tenant: 'tenant_5',
    name: 'Ivo',
    lastName: 'Inactive',
    isSuperUser: false,
    isHqAdmin: true,
    active: false,
    permissions: ['teleport'],
    role: 'Viewer',
  },
  {
    id: '9',
    email: 'viewer@tenant5.demo',
    tenant: 'tenant_5',
    name: 'Vera',
    lastName: 'Viewer',
    isSuperUser: false,
    isHqAdmin: false,
    active: true,
    permissions: ['teleport'],
    role: 'Viewer',
  },
];
