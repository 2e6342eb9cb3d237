import * as z from 'zod/mini';
import type { AdminUser, AllowedDevice, AllowedIp, Registration, SignedInUser, SignInRecord } from '../../../domain/admin/access-entities';
import { entityId, knownOr, nullable, orDefault } from './answer';

/**
 * The access administration records as the (assumed) REST calls answer them. What the console acts on is required
 * (an id, the email of a user, the value of an allowed IP, a device's hash); a descriptive field may be missing or
 * null (read as empty text, false, or no time), but a field of another type refuses the answer, as every other
 * answer's does: a wrong type is a server the console does not understand, not an empty value.
 */

const text = orDefault(z.string(), '');
const flag = orDefault(z.boolean(), false);
const time = nullable(z.string());
const role = z.object({ id: nullable(entityId), name: nullable(z.string()) });
/** The person a console user and a registration request both are. */
const person = { id: entityId, name: text, lastName: text, email: z.string(), phone: text };

export const adminUserSchema = z.pipe(
  z.object({
    ...person,
    active: orDefault(z.boolean(), true),
    isHqAdmin: flag,
    isSuperUser: flag,
    roles: orDefault(z.array(role), []),
    createdAt: time,
  }),
  z.transform((u): AdminUser => ({ ...u, roles: u.roles.filter((r) => r.id !== null || r.name !== null) })),
);

const deviceStatus = knownOr(['pending', 'approved', 'revoked'], 'pending');

export const allowedDeviceSchema = z.pipe(
  z.object({
    id: entityId,
    hash: z.string(),
    label: text,
    status: deviceStatus,
    firstSeenAt: time,
    lastSeenAt: time,
    lastUserEmail: nullable(z.string()),
  }),
  z.transform((d): AllowedDevice => d),
);

export const allowedIpSchema = z.pipe(
  z.object({ id: entityId, value: z.string(), label: text, createdAt: time }),
  z.transform((ip): AllowedIp => ip),
);

export const signInSchema = z.pipe(
  z.object({
    id: entityId,
    at: z.string(),
    email: text,
    userId: nullable(entityId),
    ip: text,
    deviceHash: nullable(z.string()),
    success: z.boolean(),
    failure: nullable(z.string()),
  }),
  z.transform((s): SignInRecord => s),
);

export const signedInUserSchema = z.pipe(
  z.object({
    id: entityId,
    userId: entityId,
    name: text,
    email: text,
    since: z.string(),
    lastSeenAt: text,
    ip: text,
    deviceHash: nullable(z.string()),
  }),
  z.transform((s): SignedInUser => s),
);

const registrationStatus = knownOr(['pending', 'approved', 'rejected'], 'pending');

export const registrationSchema = z.pipe(
  z.object({
    ...person,
    tenantName: text,
    requestedAt: text,
    status: registrationStatus,
  }),
  z.transform((r): Registration => r),
);
