import type * as z from 'zod';
import { GatewayError } from '../../application/ports/gateway-error';

/** A relay answer read with its schema: one of another shape is the server's fault, never a success. */
export function answerOf<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new GatewayError('invalid-response', 'Unexpected relay answer');
  return parsed.data;
}
