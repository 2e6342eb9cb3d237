import { describe, expect, it } from 'vitest';
import { BrowserPage } from '../../src/application/ports/browser-page.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { createContainer } from '../../src/composition/create-container';

const PORT_MODULES = import.meta.glob<Record<string, unknown>>('../../src/application/ports/*.port.ts', { eager: true });

/** Every port token the port modules export (KeyValueStorage holds two). */
function portTokens(): Map<symbol, string> {
  const tokens = new Map<symbol, string>();
  for (const module of Object.values(PORT_MODULES)) {
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'symbol') tokens.set(value, name);
      else if (value && typeof value === 'object')
        for (const [inner, token] of Object.entries(value)) if (typeof token === 'symbol') tokens.set(token, `${name}.${inner}`);
    }
  }
  return tokens;
}

describe("createContainer('real') in Node (tests and the scenario runner)", () => {
  it('builds with no window and resolves every port it binds', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const container = createContainer('real');
    const failures: string[] = [];
    let resolved = 0;
    for (const [token, name] of portTokens()) {
      if (!container.isBound(token)) continue;
      try {
        expect(container.get(token)).toBeDefined();
        resolved += 1;
      } catch (error) {
        failures.push(`${name}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(resolved).toBeGreaterThan(25);
  });

  it('keeps values in a process storage and counts the page as online', () => {
    const container = createContainer('real');
    const local = container.get<KeyValueStorage>(KeyValueStorage.local);
    local.set('token', 't');
    expect(local.get('token')).toBe('t');
    expect(container.get<KeyValueStorage>(KeyValueStorage.session).get('token')).toBeNull();
    const page = container.get<BrowserPage>(BrowserPage);
    expect(page.isOnline()).toBe(true);
    expect(() => page.onOnlineChange(() => {})()).not.toThrow();
  });
});
