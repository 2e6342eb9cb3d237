import * as z from 'zod/mini';
import type { CollabStream } from '../../../domain/incident/chat';

/**
 * SPEC §3 Collab stream as /live-streaming-colab answers it: an object (maybe wrapped in `data`) whose `channel` is
 * text, or absent; a channel of another type is an unreadable answer, not a stream without a channel.
 */
const stream = z.looseObject({ channel: z.nullish(z.string()) });

export const collabStream: z.ZodMiniType<CollabStream> = z.pipe(
  z.union([z.looseObject({ data: stream }), stream]),
  z.transform((value) => {
    const body = 'data' in value && typeof value.data === 'object' && value.data !== null ? value.data : value;
    const channel = (body as { channel?: string | null }).channel;
    return { channel: typeof channel === 'string' && channel !== '' ? channel : null };
  }),
);
