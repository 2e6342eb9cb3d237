import * as z from 'zod/mini';
import type { CollabStream } from '../../../domain/incident/chat';

/**
 * SPEC §3 Collab stream as /live-streaming-colab answers it: an object (maybe wrapped in `data`) whose `channel` is
 * text, or absent (and an assumed `name`); a channel of another type is an unreadable answer, not a stream without a channel.
 */
const stream = z.looseObject({ channel: z.nullish(z.string()) });

/** Assumed (not shown by the spec): the collaborator's name, kept when the service sends it as text. */
function nameOf(body: object): { readonly name?: string } {
  const name = (body as { name?: unknown }).name;
  return typeof name === 'string' && name.trim() !== '' ? { name: name.trim() } : {};
}

export const collabStream: z.ZodMiniType<CollabStream> = z.pipe(
  z.union([z.looseObject({ data: stream }), stream]),
  z.transform((value) => {
    const body = 'data' in value && typeof value.data === 'object' && value.data !== null ? value.data : value;
    const channel = (body as { channel?: string | null }).channel;
    return { channel: typeof channel === 'string' && channel !== '' ? channel : null, ...nameOf(body) };
  }),
);
