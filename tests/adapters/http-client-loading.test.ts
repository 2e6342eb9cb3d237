import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';

const options = { baseURL: 'http://backend.test', storage: new MemoryStorage(), originRequest: () => 'http://console.test/login' };

afterEach(() => {
  vi.doUnmock('../../src/adapters/real/axios-client');
  vi.resetModules();
});

describe('the shared HTTP client loads axios with its first request (SPEC §7; the login route stays small)', () => {
  it('does not load the axios client when it is made, only when a request is sent', async () => {
    const createAxiosClient = vi.fn(() => ({ get: vi.fn(async () => ({ data: 'answer' })) }));
    vi.doMock('../../src/adapters/real/axios-client', () => ({ createAxiosClient }));
    const { createHttpClient } = await import('../../src/adapters/real/http-client');
    const client = createHttpClient(options);
    expect(createAxiosClient).not.toHaveBeenCalled();
    await expect(client.get('/ping')).resolves.toEqual({ data: 'answer' });
    await client.get('/ping');
    expect(createAxiosClient).toHaveBeenCalledTimes(1);
    expect(createAxiosClient).toHaveBeenCalledWith(options);
  });

  it('fails a request whose client code cannot be loaded as a network failure, and tries again with the next', async () => {
    let loads = 0;
    vi.doMock('../../src/adapters/real/axios-client', () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return { createAxiosClient: () => ({ post: async () => ({ data: 'sent' }) }) };
    });
    const { createHttpClient } = await import('../../src/adapters/real/http-client');
    const client = createHttpClient(options);
    const failure = await client.post('/auth/login', {}).catch((error: unknown) => error);
    // The module graph is fresh in this test (vi.resetModules): GatewayError is compared by name and kind.
    expect(failure).toMatchObject({ name: 'GatewayError', kind: 'network' });
    await expect(client.post('/auth/login', {})).resolves.toEqual({ data: 'sent' });
  });
});
