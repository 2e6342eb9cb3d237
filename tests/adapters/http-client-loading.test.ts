import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';

const options = { baseURL: 'http://backend.test', storage: new MemoryStorage(), originRequest: () => 'http://console.test/login' };

afterEach(() => {
  vi.doUnmock('../../src/adapters/real/http-transport');
  vi.resetModules();
});

describe('the shared HTTP client loads its transport with its first request (SPEC §7; the login route stays small)', () => {
  it('does not load the transport when it is made, only when a request is sent', async () => {
    const createHttpTransport = vi.fn(() => ({ get: vi.fn(async () => ({ data: 'answer' })) }));
    vi.doMock('../../src/adapters/real/http-transport', () => ({ createHttpTransport }));
    const { createHttpClient } = await import('../../src/adapters/real/http-client');
    const client = createHttpClient(options);
    expect(createHttpTransport).not.toHaveBeenCalled();
    await expect(client.get('/ping')).resolves.toEqual({ data: 'answer' });
    await client.get('/ping');
    expect(createHttpTransport).toHaveBeenCalledTimes(1);
    expect(createHttpTransport).toHaveBeenCalledWith(options);
  });

  it('fails a request whose client code cannot be loaded as a network failure, and tries again with the next', async () => {
    let loads = 0;
    vi.doMock('../../src/adapters/real/http-transport', () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return { createHttpTransport: () => ({ post: async () => ({ data: 'sent' }) }) };
    });
    const { createHttpClient } = await import('../../src/adapters/real/http-client');
    const client = createHttpClient(options);
    const failure = await client.post('/auth/login', {}).catch((error: unknown) => error);
    // The module graph is fresh in this test (vi.resetModules): GatewayError is compared by name and kind.
    expect(failure).toMatchObject({ name: 'GatewayError', kind: 'network' });
    await expect(client.post('/auth/login', {})).resolves.toEqual({ data: 'sent' });
  });
});
