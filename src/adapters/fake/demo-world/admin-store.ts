import { GatewayError } from '../../../application/ports/gateway-error';
import { parseSettings, type Settings } from '../../../domain/incident/settings';
import { effectivePermissions } from '../../../domain/permissions/permissions';
import type { DemoWorld } from './demo-world';
import { cityOfTenant } from './incident-places';
import { isRecord } from './tab-memory';

/** The tab's memory of the settings administrators saved, by tenant (kept across a reload like the rest of the demo). */
const SETTINGS_MEMORY_KEY = 'demo.settings';

export interface DemoPermissionRecord {
  readonly id: number;
  readonly tenant: string;
  readonly name: string;
  /** False for a name a role grants that is not on the tenant's list (GET /api/permission leaves it out). */
  readonly listed: boolean;
}

export interface DemoRole {
  readonly id: number;
  readonly tenant: string;
  readonly name: string;
  readonly permissionIds: number[];
  readonly userIds: string[];
}

export interface DemoTenantRecord {
  readonly id: string;
  readonly name: string;
  readonly apiKey: string;
  readonly totalAdminUsers: number;
  readonly allowedIps: string;
  readonly photo: string | null;
}

/** Speed tests made elsewhere (the demo build's, built-histories.ts): those of a seed at `now`, or null when it has none. */
export interface StoredSpeedTests {
  speedTestsOf(seed: number, now: number): Promise<DemoSpeedTestRecord[]> | null;
}

export interface DemoSpeedTestRecord {
  readonly tenant: string;
  readonly userId: string;
  readonly speed: number;
  readonly unit: string;
  readonly at: number;
}

/**
 * Everything the administration data holds, as a world that outlives its process (the server's, in its file) keeps
 * it: tenants, roles and permissions change in place, so they are taken whole when the world is saved.
 */
export interface DemoAdminSnapshot {
  readonly permissions: readonly DemoPermissionRecord[];
  readonly roles: readonly DemoRole[];
  readonly tenants: readonly DemoTenantRecord[];
  readonly settings: Readonly<Record<string, Record<string, unknown>>>;
  readonly speedTests: readonly DemoSpeedTestRecord[] | null;
  readonly nextPermissionId: number;
  readonly nextRoleId: number;
  readonly nextTenantNumber: number;
}

/** Extra roles of every tenant, beside the ones the demo accounts hold (SPEC §6 role management). */
const SUPERVISOR_PERMISSIONS = ['teleport', 'incidents', 'reports', 'users', 'speed-tests', 'roles', 'permissions'];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo world's administration data, per tenant: permissions (the tenant's list), roles linking the demo
 * accounts to exactly their permission names (GET /api/role/permission/user/{id} answers the account's list),
 * settings (teleport-config; saving replaces them, kept in the tab's memory across a reload), the tenants list and speed tests
 * (generated on first use from world.faker, deterministic per seed).
 */
export class DemoAdminStore {
  readonly permissions: DemoPermissionRecord[] = [];
  readonly roles: DemoRole[] = [];
  readonly tenants: DemoTenantRecord[];
  private readonly settingsByTenant = new Map<string, Settings>();
  private nextPermissionId = 1;
  private nextRoleId = 1;
  private nextTenantNumber = 100;
  private speedTests: Promise<DemoSpeedTestRecord[]> | null = null;
  /** Where users other than the demo accounts are known (the access administration's users, once loaded). */
  private readonly userSources: Array<(tenant: string) => readonly string[]> = [];

  constructor(private readonly world: DemoWorld) {
    this.tenants = world.tenants.map((t) => ({
      id: t.id,
      name: t.name,
      apiKey: t.apiKey,
      totalAdminUsers: t.totalAdminUsers,
      allowedIps: t.allowedIps,
      // A storage key, shown through the tenants gateway's signed URL (a generated picture in the demo).
      photo: `tenant-photos/${t.id}.jpg`,
    }));
    const savedSettings = world.memory.read(SETTINGS_MEMORY_KEY);
    for (const tenant of world.tenants) {
      const kept = isRecord(savedSettings) ? savedSettings[tenant.id] : undefined;
      this.settingsByTenant.set(
        tenant.id,
        kept === undefined ? { ...tenant.settings } : parseSettings({ ...tenant.settings, ...(isRecord(kept) ? kept : {}) }),
      );
      for (const name of tenant.permissions) this.addPermission(tenant.id, name, true);
      const accountRoles = new Map<string, DemoRole>();
      for (const account of world.accounts.filter((a) => a.tenant === tenant.id && a.role)) {
        const roleName = account.role ?? '';
        let role = accountRoles.get(roleName);
        if (!role) {
          role = this.addRole(tenant.id, seededRoleName(tenant.id, roleName));
          for (const name of account.permissions) role.permissionIds.push(this.permissionId(tenant.id, name));
          accountRoles.set(roleName, role);
        }
        role.userIds.push(account.id);
      }
      const supervisor = accountRoles.has('Supervisor') ? null : this.addRole(tenant.id, seededRoleName(tenant.id, 'Supervisor'));
      const controls = tenant.permissions.filter((p) => p.startsWith('control-access-to-'));
      for (const name of [...SUPERVISOR_PERMISSIONS, ...controls]) {
        if (supervisor && tenant.permissions.includes(name)) supervisor.permissionIds.push(this.permissionId(tenant.id, name));
      }
      const admin = accountRoles.has('Admin') ? null : this.addRole(tenant.id, seededRoleName(tenant.id, 'Admin'));
      for (const name of tenant.permissions) admin?.permissionIds.push(this.permissionId(tenant.id, name));
    }
    // The world checks each call against the roles as administrators change them, as the console's roles service lists them.
    world.authorization.useGrants(({ account, tenant }) =>
      effectivePermissions(
        this.userPermissionNames(tenant.id, account.id),
        this.tenantPermissions(tenant.id).map((p) => p.name),
      ),
    );
  }

  // ---- permissions and roles ----

  /** Adds a place where the tenant's users are listed (the access administration's users). */
  addUserSource(source: (tenant: string) => readonly string[]): void {
    this.userSources.push(source);
  }

  /** Whether a user of the tenant exists: a demo account, or a user an added source lists. */
  hasUser(tenant: string, userId: string | number): boolean {
    const id = String(userId).trim();
    return (
      this.world.accounts.some((a) => a.tenant === tenant && a.id === id) || this.userSources.some((source) => source(tenant).includes(id))
    );
  }

  tenantPermissions(tenant: string): DemoPermissionRecord[] {
    return this.permissions.filter((p) => p.tenant === tenant && p.listed);
  }

  tenantRoles(tenant: string): DemoRole[] {
    return this.roles.filter((r) => r.tenant === tenant);
  }

  role(tenant: string, id: string | number): DemoRole {
    const role = this.roles.find((r) => r.tenant === tenant && String(r.id) === String(id).trim());
    if (!role) throw new GatewayError('not-found', 'Role not found', 404);
    return role;
  }

  permission(tenant: string, id: string | number): DemoPermissionRecord {
    const permission = this.permissions.find((p) => p.tenant === tenant && String(p.id) === String(id).trim());
    if (!permission) throw new GatewayError('not-found', 'Permission not found', 404);
    return permission;
  }

  /** The permission names a user holds through their roles, in role order then grant order, without repeats. */
  userPermissionNames(tenant: string, userId: string | number): string[] {
    const names: string[] = [];
    for (const role of this.tenantRoles(tenant).filter((r) => r.userIds.includes(String(userId)))) {
      for (const id of role.permissionIds) {
        const name = this.permissions.find((p) => p.id === id)?.name;
        if (name !== undefined && !names.includes(name)) names.push(name);
      }
    }
    return names;
  }

  addRole(tenant: string, name: string): DemoRole {
    if (this.tenantRoles(tenant).some((r) => r.name.toLowerCase() === name.toLowerCase())) {
      throw new GatewayError('server', 'Role already exists', 409);
    }
    const role: DemoRole = { id: this.nextRoleId++, tenant, name, permissionIds: [], userIds: [] };
    this.roles.push(role);
    return role;
  }

  addPermission(tenant: string, name: string, listed: boolean): DemoPermissionRecord {
    const existing = this.permissions.find((p) => p.tenant === tenant && p.name === name);
    if (existing) {
      if (listed && !existing.listed) {
        const promoted = { ...existing, listed: true };
        this.permissions.splice(this.permissions.indexOf(existing), 1, promoted);
        return promoted;
      }
      if (listed) throw new GatewayError('server', 'Permission already exists', 409);
      return existing;
    }
    const record: DemoPermissionRecord = { id: this.nextPermissionId++, tenant, name, listed };
    this.permissions.push(record);
    return record;
  }

  private permissionId(tenant: string, name: string): number {
    return (this.permissions.find((p) => p.tenant === tenant && p.name === name) ?? this.addPermission(tenant, name, false)).id;
  }

  // ---- settings ----

  settings(tenant: string): Settings {
    const settings = this.settingsByTenant.get(tenant);
    if (!settings) throw new GatewayError('not-found', 'Tenant not found', 404);
    return settings;
  }

  saveSettings(tenant: string, values: Record<string, unknown>): Settings {
    const next = parseSettings({ ...this.settings(tenant), ...values });
    this.settingsByTenant.set(tenant, next);
    const saved = this.world.memory.read(SETTINGS_MEMORY_KEY);
    this.world.memory.write(SETTINGS_MEMORY_KEY, { ...(isRecord(saved) ? saved : {}), [tenant]: next });
    return next;
  }

  // ---- tenants ----

  tenantRecord(id: string | number): DemoTenantRecord {
    const tenant = this.tenants.find((t) => t.id === String(id).trim());
    if (!tenant) throw new GatewayError('not-found', 'Tenant not found', 404);
    return tenant;
  }

  createTenant(fields: Omit<DemoTenantRecord, 'id'>): DemoTenantRecord {
    while (this.tenants.some((t) => t.id === `tenant_${this.nextTenantNumber}`)) this.nextTenantNumber++;
    const record: DemoTenantRecord = { id: `tenant_${this.nextTenantNumber++}`, ...fields };
    this.tenants.push(record);
    this.settingsByTenant.set(record.id, parseSettings(null));
    return record;
  }

  updateTenant(id: string | number, fields: Omit<DemoTenantRecord, 'id'>): DemoTenantRecord {
    const current = this.tenantRecord(id);
    const next: DemoTenantRecord = { ...fields, id: current.id };
    this.tenants.splice(this.tenants.indexOf(current), 1, next);
    return next;
  }

  removeTenant(id: string | number): void {
    const current = this.tenantRecord(id);
    if (this.world.tenants.some((t) => t.id === current.id)) {
      throw new GatewayError('server', 'A tenant with users cannot be deleted', 409);
    }
    this.tenants.splice(this.tenants.indexOf(current), 1);
  }

  // ---- a world saved and read back ----

  async snapshot(): Promise<DemoAdminSnapshot> {
    return {
      permissions: this.permissions.map((p) => ({ ...p })),
      roles: this.roles.map((r) => ({ ...r, permissionIds: [...r.permissionIds], userIds: [...r.userIds] })),
      tenants: this.tenants.map((t) => ({ ...t })),
      settings: Object.fromEntries([...this.settingsByTenant].map(([tenant, settings]) => [tenant, { ...settings }])),
      speedTests: this.speedTests ? (await this.speedTests).map((r) => ({ ...r })) : null,
      nextPermissionId: this.nextPermissionId,
      nextRoleId: this.nextRoleId,
      nextTenantNumber: this.nextTenantNumber,
    };
  }

  /** Puts back what a snapshot held, in place of what the seed made. */
  restore(snapshot: DemoAdminSnapshot): void {
    this.permissions.splice(0, this.permissions.length, ...snapshot.permissions.map((p) => ({ ...p })));
    this.roles.splice(
      0,
      this.roles.length,
      ...snapshot.roles.map((r) => ({ ...r, permissionIds: [...r.permissionIds], userIds: [...r.userIds] })),
    );
    this.tenants.splice(0, this.tenants.length, ...snapshot.tenants.map((t) => ({ ...t })));
    this.settingsByTenant.clear();
    for (const [tenant, settings] of Object.entries(snapshot.settings)) this.settingsByTenant.set(tenant, parseSettings(settings));
    this.speedTests = snapshot.speedTests ? Promise.resolve(snapshot.speedTests.map((r) => ({ ...r }))) : null;
    this.nextPermissionId = snapshot.nextPermissionId;
    this.nextRoleId = snapshot.nextRoleId;
    this.nextTenantNumber = snapshot.nextTenantNumber;
  }

  // ---- speed tests (generated on first use) ----

  /** The speed tests: read from the ones the demo build generated (a browser's demo) when `built` holds them. */
  speedTestRecords(built?: StoredSpeedTests): Promise<DemoSpeedTestRecord[]> {
    this.speedTests ??= built?.speedTestsOf(this.world.seed, this.world.clock.now()) ?? this.generateSpeedTests();
    return this.speedTests;
  }

  private async generateSpeedTests(): Promise<DemoSpeedTestRecord[]> {
    const faker = await this.world.faker('speed-tests');
    const now = this.world.clock.now();
    const records: DemoSpeedTestRecord[] = [];
    for (const account of this.world.accounts) {
      for (let i = 0; i < 4; i++) {
        records.push({
          tenant: account.tenant,
          userId: account.id,
          speed: faker.number.float({ min: 2, max: 95, fractionDigits: 2 }),
          unit: 'Mbps',
          at: now - faker.number.int({ min: 1, max: 30 * DAY_MS }),
        });
      }
    }
    return records.sort((a, b) => b.at - a.at);
  }
}

/** The seeded roles' names as the tenant's own administrators would have written them, in their city's language. */
const SPANISH_ROLE_NAMES: Readonly<Record<string, string>> = {
  Operator: 'Operador',
  Viewer: 'Observador',
  Supervisor: 'Supervisor',
  Admin: 'Administrador',
};

function seededRoleName(tenant: string, name: string): string {
  return cityOfTenant(tenant).language === 'es' ? (SPANISH_ROLE_NAMES[name] ?? name) : name;
}
