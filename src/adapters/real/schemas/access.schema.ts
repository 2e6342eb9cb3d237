import * as z from 'zod/mini';
import type {
  AdminUser,
  AllowedDevice,
  AllowedIp,
  DeviceStatus,
  Registration,
  RegistrationStatus,
  SignedInUser,
  SignInRecord,
} from '../../../domain/admin/access-entities';
import { entityId } from './answer';

/**
 * The access administration records as the (assumed) REST calls answer them. What the console acts on is checked
 * (an id, the email of a user, the value of an allowed IP, a device's hash); a descriptive field that is missing or of
 * another type reads as empty (text) or false (flags), never as a refusal of the whole list.
 */

const text = z.catch(z.string(), '');
const flag = z.catch(z.boolean(), false);
const time = z.catch(z.nullable(z.string()), null);
const role = z.object({ id: z.catch(z.nullable(entityId), null), name: z.catch(z.nullable(z.string()), null) });

export const adminUserSchema = z.pipe(
  z.object({
    id: entityId,
    name: text,
    lastName: text,
    email: z.string(),
    phone: z.catch(z.nullable(z.string()), ''),
    active: z.catch(z.boolean(), true),
    isHqAdmin: flag,
    isSuperUser: flag,
    roles: z.catch(z.array(z.catch(role, { id: null, name: null })), []),
    createdAt: time,
  }),
  z.transform((u): AdminUser => ({ ...u, phone: u.phone ?? '', roles: u.roles.filter((r) => r.id !== null || r.name !== null) })),
);

const deviceStatus = z.catch(z.enum(['pending', 'approved', 'revoked']), 'pending' as DeviceStatus);

export const allowedDeviceSchema = z.pipe(
  z.object({
    id: entityId,
    hash: z.string(),
    label: text,
    status: deviceStatus,
    firstSeenAt: time,
    lastSeenAt: time,
    lastUserEmail: z.catch(z.nullable(z.string()), null),
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
    userId: z.catch(z.nullable(entityId), null),
    ip: text,
    deviceHash: z.catch(z.nullable(z.string()), null),
    success: z.boolean(),
    failure: z.catch(z.nullable(z.string()), null),
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
    lastSeenAt: z.catch(z.string(), ''),
    ip: text,
    deviceHash: z.catch(z.nullable(z.string()), null),
  }),
  z.transform((s): SignedInUser => s),
);

const registrationStatus = z.catch(z.enum(['pending', 'approved', 'rejected']), 'pending' as RegistrationStatus);

export const registrationSchema = z.pipe(
  z.object({
    id: entityId,
    name: text,
    lastName: text,
    email: z.string(),
    phone: text,
    tenantName: text,
    requestedAt: z.catch(z.string(), ''),
    status: registrationStatus,
  }),
  z.transform((r): Registration => r),
);
