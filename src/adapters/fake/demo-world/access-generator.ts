import type { Faker } from '@faker-js/faker';
import type { AdminUser, AllowedDevice, AllowedIp, Registration, SignInRecord } from '../../../domain/admin/access-entities';
import type { DemoAccount } from './demo-accounts';

/** A console user as the demo server keeps it: the record without its roles (the admin store's roles hold those). */
export type DemoUserRecord = Omit<AdminUser, 'roles' | 'id'> & { readonly id: string };

/** What the demo server holds of one tenant's access administration. */
export interface AccessBook {
  users: DemoUserRecord[];
  devices: AllowedDevice[];
  ips: AllowedIp[];
  registrations: Registration[];
  nextId: number;
  /** Each user's role ids when the book was last kept (the roles themselves live in the admin store). */
  memberships?: Record<string, Array<string | number>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SIGN_IN_DAYS = 90;

const iso = (ms: number): string => new Date(ms).toISOString();

function userOf(account: DemoAccount, createdAt: string): DemoUserRecord {
  return {
    id: account.id,
    name: account.name,
    lastName: account.lastName,
    email: account.email,
    phone: '',
    active: account.active,
    isHqAdmin: account.isHqAdmin,
    isSuperUser: account.isSuperUser,
    createdAt,
  };
}

const deviceHash = (faker: Faker): string => faker.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' });

/**
 * One tenant's users (its demo accounts and generated colleagues), devices, IP ranges and, for the public tenant,
 * registrations: generated from the demo seed, so every run of the demo shows the same people. `generatedUsers` is how
 * many colleagues join the demo accounts.
 */
export function generateAccessBook(
  faker: Faker,
  tenant: string,
  accounts: readonly DemoAccount[],
  now: number,
  generatedUsers: number,
): AccessBook {
  const users: DemoUserRecord[] = accounts.map((account) => userOf(account, iso(now - 400 * DAY_MS)));
  const domain = `${tenant.replace(/_/g, '')}.demo`;
  for (let i = 0; i < generatedUsers; i++) {
    const name = faker.person.firstName();
    const lastName = faker.person.lastName();
    users.push({
      id: `${tenant}-u${i + 1}`,
      name,
      lastName,
      email: `${name}.${lastName}.${i + 1}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
      phone: `+55${faker.string.numeric(11)}`,
      active: faker.number.int({ min: 1, max: 10 }) > 2,
      isHqAdmin: faker.number.int({ min: 1, max: 10 }) > 6,
      isSuperUser: false,
      createdAt: iso(now - faker.number.int({ min: 1, max: 365 }) * DAY_MS),
    });
  }
  const devices: AllowedDevice[] = [];
  for (let i = 0; i < 10; i++) {
    const firstSeen = now - faker.number.int({ min: 10, max: 200 }) * DAY_MS;
    const status = i < 6 ? 'approved' : i < 8 ? 'pending' : 'revoked';
    devices.push({
      id: `${tenant}-d${i + 1}`,
      hash: deviceHash(faker),
      label:
        faker.helpers.arrayElement(['Dispatch desk', 'Supervisor laptop', 'Training room', 'Night shift', 'Field tablet']) + ` ${i + 1}`,
      status,
      firstSeenAt: iso(firstSeen),
      lastSeenAt: iso(Math.min(now, firstSeen + faker.number.int({ min: 1, max: 9 }) * DAY_MS)),
      lastUserEmail: faker.helpers.arrayElement(users).email,
    });
  }
  const ips: AllowedIp[] = [
    {
      id: `${tenant}-ip1`,
      value: `10.${faker.number.int({ min: 1, max: 250 })}.0.0/16`,
      label: 'Headquarters network',
      createdAt: iso(now - 300 * DAY_MS),
    },
    {
      id: `${tenant}-ip2`,
      value: `192.168.${faker.number.int({ min: 1, max: 250 })}.0/24`,
      label: 'Dispatch room',
      createdAt: iso(now - 200 * DAY_MS),
    },
    { id: `${tenant}-ip3`, value: faker.internet.ipv4(), label: 'Backup centre', createdAt: iso(now - 90 * DAY_MS) },
    { id: `${tenant}-ip4`, value: '2001:db8:100::/48', label: 'IPv6 range', createdAt: iso(now - 30 * DAY_MS) },
  ];
  const registrations: Registration[] = [];
  if (tenant === 'public') {
    for (let i = 0; i < 9; i++) {
      const name = faker.person.firstName();
      const lastName = faker.person.lastName();
      registrations.push({
        id: `reg-${i + 1}`,
        name,
        lastName,
        email: `${name}.${lastName}.r${i + 1}@example.org`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
        phone: `+57${faker.string.numeric(10)}`,
        tenantName: faker.company.name(),
        requestedAt: iso(now - faker.number.int({ min: 1, max: 30 * 24 }) * 60 * 60 * 1000),
        status: i < 6 ? 'pending' : i < 8 ? 'approved' : 'rejected',
      });
    }
  }
  return { users, devices, ips, registrations, nextId: 1 };
}

const FAILURES = ['wrong-password', 'inactive', 'not-admin', 'unknown-user', 'device-not-allowed'] as const;

/** About 90 days of sign-in attempts of a tenant's users, newest first (read only, so never kept). */
export function generateSignIns(
  faker: Faker,
  tenant: string,
  users: readonly DemoUserRecord[],
  devices: readonly AllowedDevice[],
  now: number,
): SignInRecord[] {
  const records: SignInRecord[] = [];
  for (let day = 0; day < SIGN_IN_DAYS; day++) {
    const count = faker.number.int({ min: 1, max: 6 });
    for (let i = 0; i < count; i++) {
      const user = faker.helpers.arrayElement(users);
      const success = faker.number.int({ min: 1, max: 10 }) > 2;
      const unknown = !success && faker.number.int({ min: 1, max: 6 }) === 1;
      records.push({
        id: `${tenant}-s${records.length + 1}`,
        at: iso(now - day * DAY_MS - faker.number.int({ min: 0, max: DAY_MS - 1 })),
        email: unknown ? faker.internet.email().toLowerCase() : user.email,
        userId: unknown ? null : user.id,
        ip: faker.internet.ipv4(),
        deviceHash: devices.length > 0 ? faker.helpers.arrayElement(devices).hash : null,
        success,
        failure: success ? null : unknown ? 'unknown-user' : faker.helpers.arrayElement(FAILURES.filter((f) => f !== 'unknown-user')),
      });
    }
  }
  return records.sort((a, b) => b.at.localeCompare(a.at));
}
