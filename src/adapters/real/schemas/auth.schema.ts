import * as z from 'zod/mini';
import type { LoginResponse, SsoLinkResponse } from '../../../application/ports/auth-gateway.port';
import { emptyBody, entityId } from './answer';

/**
 * SPEC §7 Authentication answers. A login answer is an object whose token, flags and user may be absent (the login
 * rules of SPEC §4 and §8 decide what a missing token means) but never of another type. A send/share-link answer is
 * an empty body (sent, nothing to say) or an object with the message's status; any other body (text, a list, a
 * status that is not text) is unreadable, so a link is never counted as sent on an answer nobody can read.
 */
const text = z.nullish(z.string());
const flag = z.nullish(z.boolean());

const loginUser = z.nullish(z.looseObject({ id: z.nullish(entityId), email: text, thumbnail: text }));

export const loginAnswer: z.ZodMiniType<LoginResponse> = z.pipe(
  z.looseObject({ token: text, isHqAdmin: flag, isSuperUser: flag, active: flag, user: loginUser }),
  z.transform((body) => ({
    token: body.token ?? null,
    isHqAdmin: body.isHqAdmin ?? null,
    isSuperUser: body.isSuperUser ?? null,
    active: body.active ?? null,
    user: body.user ? { id: body.user.id ?? null, email: body.user.email ?? null, thumbnail: body.user.thumbnail ?? null } : null,
  })),
);

export const linkAnswer: z.ZodMiniType<SsoLinkResponse> = z.union([
  z.pipe(
    emptyBody,
    z.transform(() => ({ status: null, messageId: null })),
  ),
  z.pipe(
    z.looseObject({ status: text, messageId: z.nullish(entityId) }),
    z.transform((body) => ({
      status: body.status ?? null,
      messageId: body.messageId === null || body.messageId === undefined ? null : String(body.messageId),
    })),
  ),
]);
