import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { RecordingErrorReporter } from '../../src/adapters/fake/recording-error-reporter.fake';
import { browserStorage, pageStorage, WebStorage } from '../../src/adapters/real/web-storage.adapter';
import { scrubSentryBreadcrumb, scrubSentryEvent } from '../../src/adapters/real/sentry-error-reporter.adapter';
import type { Breadcrumb, ErrorEvent } from '@sentry/react';

class BrokenStorage implements Storage {
  length = 0;
  clear(): void {
    throw new Error('SecurityError');
  }
  getItem(): string | null {
    throw new Error('SecurityError');
  }
  key(): string | null {
    return null;
  }
  removeItem(): void {
    throw new Error('SecurityError');
  }
  setItem(): void {
    throw new Error('QuotaExceededError');
  }
}

describe('KeyValueStorage adapters', () => {
  it('MemoryStorage keeps, replaces, removes and clears values', () => {
    const storage = new MemoryStorage();
    storage.set('token', 'a');
    storage.set('token', 'b');
    storage.set('tenantId', 'public');
    expect(storage.get('token')).toBe('b');
    storage.remove('token');
    expect(storage.get('token')).toBeNull();
    storage.clear();
    expect(storage.keys()).toEqual([]);
  });

  it('WebStorage never throws when the browser refuses storage, and keeps a refused value for the page', () => {
    const storage = new WebStorage(new BrokenStorage());
    expect(() => storage.set('k', 'v')).not.toThrow();
    // What the operator typed is not lost while the page lives (a draft the quota or a blocked storage refused).
    expect(storage.get('k')).toBe('v');
    expect(() => storage.remove('k')).not.toThrow();
    expect(storage.get('k')).toBeNull();
    storage.set('a', '1');
    expect(() => storage.clear()).not.toThrow();
    expect(storage.get('a')).toBeNull();
  });

  it('a storage full for one write takes the next one again, and then the stored value is read', () => {
    const values = new Map<string, string>();
    let full = true;
    const area = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (full) throw new DOMException('quota', 'QuotaExceededError');
        values.set(key, value);
      },
      removeItem: (key: string) => void values.delete(key),
      clear: () => values.clear(),
    };
    const storage = new WebStorage(area);
    storage.set('draft', 'first');
    expect(storage.get('draft')).toBe('first');
    full = false;
    storage.set('draft', 'second');
    expect(values.get('draft')).toBe('second');
    expect(storage.get('draft')).toBe('second');
  });

  it('browserStorage answers null where reading the storage throws (blocked cookies and site data)', () => {
    const page = globalThis as { localStorage?: unknown };
    const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(browserStorage('local')).toBeNull();
      const storage = pageStorage('local');
      storage.set('theme', 'dark');
      expect(storage.get('theme')).toBe('dark');
      expect(() => page.localStorage).toThrow();
    } finally {
      if (before) Object.defineProperty(globalThis, 'localStorage', before);
      else delete page.localStorage;
    }
  });

  it("WebStorage hears another tab's writes to its own area only, until it stops listening", () => {
    const area = new BrokenStorage();
    const other = new BrokenStorage();
    const listeners = new Set<(event: StorageEvent) => void>();
    const events = {
      addEventListener: (_type: 'storage', l: (event: StorageEvent) => void) => void listeners.add(l),
      removeEventListener: (_type: 'storage', l: (event: StorageEvent) => void) => void listeners.delete(l),
    };
    const fire = (storageArea: Storage, key: string | null) => listeners.forEach((l) => l({ storageArea, key } as unknown as StorageEvent));
    const heard: (string | null)[] = [];
    const stop = new WebStorage(area, events).onChangeElsewhere((key) => heard.push(key));
    fire(area, 'settings');
    fire(other, 'settings');
    fire(area, null);
    stop();
    fire(area, 'token');
    expect(heard).toEqual(['settings', null]);
    expect(listeners.size).toBe(0);
    expect(new WebStorage(area).onChangeElsewhere(() => {})).toBeTypeOf('function');
  });
});

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLXZhbHVl';
const leaks = [token, 'operator@tenant5.demo', '+55 21 98765-4321', '5521987654321'];

describe('scrubbing of error reports and logs (tokens, phone numbers, emails)', () => {
  it('removes all three from a Sentry event, its request headers, extra data and breadcrumbs', () => {
    const event = {
      message: `Login failed for operator@tenant5.demo calling +55 21 98765-4321`,
      exception: { values: [{ type: 'Error', value: `Bearer ${token} rejected` }] },
      request: { url: 'https://api.test/auth/sso/abc', headers: { Authorization: `Bearer ${token}` } },
      extra: { phone: '5521987654321', note: 'call back 5521987654321' },
      breadcrumbs: [{ message: 'POST /auth/send/sso', data: { body: `{"phone":"+55 21 98765-4321","token":"${token}"}` } }],
      user: { email: 'operator@tenant5.demo' },
    } as unknown as ErrorEvent;
    const scrubbed = JSON.stringify(scrubSentryEvent(event));
    for (const leak of leaks) expect(scrubbed).not.toContain(leak);
    expect(scrubbed).toContain('Login failed for');
  });

  it('removes them from a breadcrumb', () => {
    const crumb = {
      message: `sent link to +55 21 98765-4321 for operator@tenant5.demo`,
      data: { authorization: `Bearer ${token}` },
    } as Breadcrumb;
    const scrubbed = JSON.stringify(scrubSentryBreadcrumb(crumb));
    for (const leak of leaks) expect(scrubbed).not.toContain(leak);
    expect(scrubbed).toContain('sent link to');
  });

  it('the memory logger and the recording reporter keep only scrubbed text', () => {
    const logger = new MemoryLogger('debug');
    logger.error(`refused operator@tenant5.demo with Bearer ${token}`, { phone: '+55 21 98765-4321' });
    const reporter = new RecordingErrorReporter();
    reporter.captureException(new Error(`call +55 21 98765-4321 failed`), { email: 'operator@tenant5.demo' });
    reporter.addBreadcrumb(`token=${token}`);
    const written = JSON.stringify([logger.entries, reporter.exceptions, reporter.breadcrumbs]);
    for (const leak of leaks) expect(written).not.toContain(leak);
  });

  it('the logger writes nothing above its level', () => {
    const logger = new MemoryLogger('warning');
    logger.debug('d');
    logger.info('i');
    logger.warning('w');
    logger.error('e');
    expect(logger.entries.map((e) => e.level)).toEqual(['warning', 'error']);
    const off = new MemoryLogger('off');
    off.error('e');
    expect(off.entries).toEqual([]);
  });
});
