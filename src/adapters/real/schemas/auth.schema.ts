import type { LoginResponse, SessionAnswer, SsoLinkResponse } from '../../../application/ports/auth-gateway.port';
import { GatewayError } from '../../../application/ports/gateway-error';

/**
 * SPEC §7 Authentication answers. A login answer is an object whose token, flags and user may be absent (the login
 * rules of SPEC §4 and §8 decide what a missing token means) but never of another type. A send/share-link answer is
 * an empty body (sent, nothing to say) or an object with the message's status; any other body (text, a list, a
 * status that is not text) is unreadable, so a link is never counted as sent on an answer nobody can read.
 *
 * These few checks are written out rather than with zod, so the login route does not carry the schema library; they
 * refuse what answer.ts's `entityId` and zod's nullish string, boolean and object refuse.
 */
type Fields = Readonly<Record<string, unknown>>;

function refused(): never {
  throw new GatewayError('invalid-response');
}

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function nullish<T>(value: unknown, is: (value: unknown) => value is T): T | null {
  if (value === null || value === undefined) return null;
  return is(value) ? value : refused();
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
/** A server id the console can act on: a non-blank string or a finite number (answer.ts's entityId). */
const isEntityId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

/** The login answer, or GatewayError('invalid-response') when it does not fit. */
export function readLoginAnswer(body: unknown): LoginResponse {
  if (!isObject(body)) return refused();
  const user = nullish(body.user, isObject);
  return {
    token: nullish(body.token, isString),
    isHqAdmin: nullish(body.isHqAdmin, isBoolean),
    isSuperUser: nullish(body.isSuperUser, isBoolean),
    active: nullish(body.active, isBoolean),
    user: user
      ? { id: nullish(user.id, isEntityId), email: nullish(user.email, isString), thumbnail: nullish(user.thumbnail, isString) }
      : null,
  };
}

/** The send/share-link answer, or GatewayError('invalid-response') when it does not fit. */
export function readLinkAnswer(body: unknown): SsoLinkResponse {
  if (body === undefined || body === null || body === '') return { status: null, messageId: null };
  if (!isObject(body)) return refused();
  const messageId = nullish(body.messageId, isEntityId);
  return { status: nullish(body.status, isString), messageId: messageId === null ? null : String(messageId) };
}

const isNameList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/**
 * The session answer: the user (an id, an e-mail), super-user status, the tenant, and the names of the user's and the
 * tenant's permissions, each required, or GatewayError('invalid-response'): a session nobody can read grants nothing.
 */
export function readSessionAnswer(body: unknown): SessionAnswer {
  if (!isObject(body) || !isObject(body.user)) return refused();
  const { id, email } = body.user;
  const { isSuperUser, tenant, permissions, tenantPermissions } = body;
  if (!isEntityId(id) || !isString(email) || !isBoolean(isSuperUser) || !isString(tenant) || tenant.trim() === '') return refused();
  if (!isNameList(permissions) || !isNameList(tenantPermissions)) return refused();
  return {
    user: { id: String(id), email, thumbnail: nullish(body.user.thumbnail, isString) },
    isSuperUser,
    tenant,
    permissions,
    tenantPermissions,
  };
}
