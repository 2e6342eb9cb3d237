import * as z from 'zod/mini';
import type { CollabStream } from '../../../domain/incident/chat';

/**
 * SPEC §3 Collab stream as /live-streaming-colab answers it: an object (maybe wrapped in `data`) whose `channel` is
 * text, or absent, and (assumed, not shown by the spec) the collaborator's `name`, read when the service sends it.
 * A channel or a name of another type is an unreadable answer, not a stream without a channel or a name.
 */
const stream = z.object({ channel: z.nullish(z.string()), name: z.nullish(z.string()) });

export const collabStream: z.ZodMiniType<CollabStream> = z.pipe(
  z.union([z.object({ data: stream }), stream]),
  z.transform((value) => {
    const body = 'data' in value ? value.data : value;
    const name = body.name?.trim() ?? '';
    return { channel: body.channel ? body.channel : null, ...(name !== '' ? { name } : {}) };
  }),
);
