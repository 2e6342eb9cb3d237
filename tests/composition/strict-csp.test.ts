import { describe, expect, it } from 'vitest';
import { validateWithoutEval } from '../../src/composition/strict-csp';

describe('validation under the Content-Security-Policy (no evaluated script)', () => {
  it('zod reads the flag the browser entry sets: its parsers run without compiling code', async () => {
    validateWithoutEval();
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ id: z.string() }).safeParse({ id: '7' }).success).toBe(true);
  });
});
