import { FakeLatency } from '../../src/adapters/fake/fake-latency';
import { describe, expect, it } from 'vitest';
import { DEMO_LINK_LIFETIME_MS, DEMO_TOKEN_LIFETIME_MS, DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { ISSUED_TOKENS_KEY } from '../../src/adapters/fake/demo-world/issued-tokens';
import { IN_BROWSER_DEMO_KEYS } from '../../src/adapters/fake/demo-world/share-tokens';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';

/** The demo server lives in the page: a reload (or another tab) builds a new world from the browser's storage. */
function browser() {
  const clock = new VirtualClock();
  const local = new MemoryStorage();
  const reload = () => new DemoWorld(clock, new FakeLatency(clock, 0), local, 7, new MemoryStorage());
  const world = reload();
  const account = (email: string) => world.accounts.find((a) => a.email === email)!;
  return { clock, local, reload, world, account };
}

describe('the demo server accepts only the session tokens it issued (SPEC §2 Login, §4 Session)', () => {
  it('a token stays valid across a reload; after logout it is refused, also after a reload', async () => {
    const b = browser();
    const token = b.world.issueToken(b.account('operator@tenant5.demo'));
    expect(token).toMatch(/^demo\.tenant_5\.4\.[0-9a-f]{32}\.\d+$/);
    expect(b.reload().callerFor(token)?.account.email).toBe('operator@tenant5.demo');

    await b.clock.advance(60_000);
    b.reload().revoke(token);
    // The console's logout clears local storage but for the preferences: the server's record is already gone.
    expect(b.local.keys()).not.toContain(ISSUED_TOKENS_KEY);
    expect(b.world.callerFor(token)).toBeNull();
    expect(b.reload().callerFor(token)).toBeNull();
    expect(b.reload().signOnCallerFor(token)).toBeNull();
  });

  it('a logout ends only its own session: another token of the browser stays valid', () => {
    const b = browser();
    const first = b.world.issueToken(b.account('operator@tenant5.demo'));
    const second = b.world.issueToken(b.account('admin@public.demo'));
    b.world.revoke(first);
    expect(b.reload().callerFor(first)).toBeNull();
    expect(b.reload().callerFor(second)?.account.email).toBe('admin@public.demo');
  });

  it.each([
    ['the old shape demo.public.1.<now>', (now: number) => `demo.public.1.${now}`],
    ['the new shape with made-up random bits', (now: number) => `demo.public.1.${'0'.repeat(32)}.${now}`],
    ['another account in an issued token', (_now: number, issued: string) => issued.replace('demo.tenant_5.4.', 'demo.tenant_5.1.')],
    ['an issued token with another issue time', (_now: number, issued: string) => issued.replace(/\.\d+$/, '.0')],
    ['an unsigned link token', (now: number) => `demo-link.public.1.${now}.${'0'.repeat(32)}`],
  ])('a forged token is refused, as a session and for single sign-on: %s', (_name, forge) => {
    const b = browser();
    const issued = b.world.issueToken(b.account('operator@tenant5.demo'));
    const forged = forge(b.clock.now(), issued);
    expect(b.world.callerFor(forged)).toBeNull();
    expect(b.reload().callerFor(forged)).toBeNull();
    expect(b.world.signOnCallerFor(forged)).toBeNull();
  });

  it("tokens end with their lifetime and with a scenario's tokenExpiry fault", async () => {
    const b = browser();
    const token = b.world.issueToken(b.account('operator@tenant5.demo'));
    await b.clock.advance(DEMO_TOKEN_LIFETIME_MS + 1);
    expect(b.world.callerFor(token)).toBeNull();

    const fresh = b.world.issueToken(b.account('operator@tenant5.demo'));
    expect(JSON.parse(b.local.get(ISSUED_TOKENS_KEY) ?? '[]')).toEqual([fresh]);
    b.world.expireTokens();
    expect(b.world.callerFor(fresh)).toBeNull();
    await b.clock.advance(1);
    expect(b.world.callerFor(b.world.issueToken(b.account('operator@tenant5.demo')))).not.toBeNull();
  });

  it("a link token signed by the demo's HQ signs on while fresh, in any tab; it is never a session token", async () => {
    const b = browser();
    const link = IN_BROWSER_DEMO_KEYS.linkToken('tenant_5', '3', b.clock.now());
    expect(b.reload().signOnCallerFor(link)?.account.id).toBe('3');
    expect(b.world.callerFor(link)).toBeNull();
    expect(b.world.signOnCallerFor(IN_BROWSER_DEMO_KEYS.linkToken('tenant_5', '999', b.clock.now()))).toBeNull();
    await b.clock.advance(DEMO_LINK_LIFETIME_MS + 1);
    expect(b.world.signOnCallerFor(link)).toBeNull();
  });
});
