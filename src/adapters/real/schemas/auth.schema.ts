import * as z from 'zod/mini';
import type { LoginResponse, SsoLinkResponse } from '../../../application/ports/auth-gateway.port';
import { emptyBody, entityId } from './answer';

/**
 * SPEC §7 Authentication answers. A login answer is an object; its flags and token are read when of their type
 * (the login rules of SPEC §4 and §8 decide what a missing token means). A send/share-link answer is an empty body
 * (sent, nothing to say) or an object with the message's status; any other body (text, a list) is unreadable, so a
 * link is never counted as sent on an answer nobody can read.
 */
const text = z.catch(z.nullable(z.string()), null);
const flag = z.catch(z.nullable(z.boolean()), null);

const loginUser = z.catch(
  z.nullable(
    z.looseObject({
      id: z.catch(z.nullable(entityId), null),
      email: text,
      thumbnail: text,
    }),
  ),
  null,
);

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
    z.looseObject({ status: text, messageId: z.catch(z.nullable(entityId), null) }),
    z.transform((body) => ({
      status: body.status ?? null,
      messageId: body.messageId === null || body.messageId === undefined ? null : String(body.messageId),
    })),
  ),
]);
