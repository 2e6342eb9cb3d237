import * as z from 'zod/mini';
import type { IceServer, TurnToken } from '../../../domain/incident/chat';
import { filledText, finiteNumber, listOf, nullable } from './answer';

/** POST /api/twilio/accesstoken/generate: the token is what the chat opens with, so an answer without one is refused. */
export const accessTokenAnswer = z.object({ twilioAccessToken: filledText });

/** A server's addresses: `urls` (one or several, as RTCIceServer has it), else Twilio's older single `url`. */
const iceServer: z.ZodMiniType<IceServer> = z.pipe(
  z.object({
    urls: nullable(z.union([filledText, z.array(filledText).check(z.minLength(1))])),
    url: nullable(filledText),
    username: nullable(z.string()),
    credential: nullable(z.string()),
  }),
  z.transform((server, context) => {
    const urls = server.urls ?? server.url;
    if (urls === null) {
      context.issues.push({ code: 'custom', message: 'an ICE server without an address', input: server });
      return z.NEVER;
    }
    return { urls: typeof urls === 'string' ? [urls] : urls, username: server.username, credential: server.credential };
  }),
);

/** Seconds as a number or its digits (Twilio writes its ttl as text). */
const seconds = z.union([
  finiteNumber.check(z.nonnegative()),
  z.pipe(
    z.string().check(z.regex(/^\s*\d{1,9}\s*$/)),
    z.transform((digits) => Number(digits)),
  ),
]);

/**
 * POST /api/twilio/turntoken/generate (shape not shown by SPEC §7; assumed): the ICE servers under `iceServers`
 * (the browser's name) or `ice_servers` (Twilio's token resource), and an optional `ttl`. An answer naming no list of
 * servers, a server without an address, or credentials or a ttl of another type is refused: video would otherwise
 * try to connect through servers nobody gave.
 */
export const turnTokenAnswer: z.ZodMiniType<TurnToken> = z.pipe(
  z.object({
    iceServers: nullable(listOf(iceServer, { wrappers: [] })),
    ice_servers: nullable(listOf(iceServer, { wrappers: [] })),
    ttl: nullable(seconds),
  }),
  z.transform((answer, context) => {
    const iceServers = answer.iceServers ?? answer.ice_servers;
    if (iceServers === null) {
      context.issues.push({ code: 'custom', message: 'no ICE servers', input: answer });
      return z.NEVER;
    }
    return { iceServers, ttlSeconds: answer.ttl };
  }),
);
