// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { navigateHash } from '../../src/ui/shared/hash-location';
import { LeaveGuardRegistry, leaveGuards } from '../../src/ui/shared/leave-guard';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LeaveGuardRegistry (SPEC §2: leaving a live incident asks the screen first)', () => {
  it('allows when no check is registered, asks every check, and the first refusal wins', async () => {
    const registry = new LeaveGuardRegistry();
    expect(registry.active).toBe(false);
    expect(await registry.mayLeave('public/users')).toBe(true);
    const asked: string[] = [];
    const removeA = registry.register({ mayLeave: (to) => (asked.push(`a:${to}`), true) });
    const removeB = registry.register({ mayLeave: async (to) => (asked.push(`b:${to}`), false) });
    expect(await registry.mayLeave('public/users')).toBe(false);
    expect(asked).toEqual(['a:public/users', 'b:public/users']);
    removeB();
    expect(await registry.mayLeave('public/users')).toBe(true);
    removeA();
    expect(registry.active).toBe(false);
  });

  it('a check that throws refuses; unload asks only while a check says so', async () => {
    const registry = new LeaveGuardRegistry();
    let busy = true;
    registry.register({
      mayLeave: () => {
        throw new Error('boom');
      },
      blocksUnload: () => busy,
    });
    expect(await registry.mayLeave('x')).toBe(false);
    expect(registry.blocksUnload()).toBe(true);
    busy = false;
    expect(registry.blocksUnload()).toBe(false);
  });
});

describe('navigation consults the leave guards', () => {
  const removals: (() => void)[] = [];
  afterEach(() => {
    for (const remove of removals.splice(0)) remove();
  });

  it('navigateHash stays when the page refuses and goes when it agrees', async () => {
    navigateHash('tenant_5/incident/live/7', { replace: true });
    await flush();
    let answer = false;
    const asked: string[] = [];
    removals.push(leaveGuards.register({ mayLeave: (to) => (asked.push(to), answer) }));

    navigateHash('tenant_5/users');
    await flush();
    expect(window.location.hash).toBe('#/tenant_5/incident/live/7');
    expect(asked).toEqual(['tenant_5/users']);

    answer = true;
    navigateHash('tenant_5/users');
    await flush();
    expect(window.location.hash).toBe('#/tenant_5/users');
  });

  it('a navigation still waiting for the page is dropped when a newer one is asked: the newer one lands, not the older', async () => {
    navigateHash('tenant_5/reports', { replace: true });
    await flush();
    let release: (allowed: boolean) => void = () => undefined;
    const remove = leaveGuards.register({ mayLeave: () => new Promise<boolean>((resolve) => (release = resolve)) });
    // A guard's redirect from the screen being left is asked first and waits for the page...
    navigateHash('login?redirect=tenant_5%2Freports', { replace: true });
    // ...the logout's own move is asked next, and goes at once once nothing asks to stay.
    remove();
    navigateHash('minihq/tenant_5');
    expect(window.location.hash).toBe('#/minihq/tenant_5');
    release(true);
    await flush();
    expect(window.location.hash).toBe('#/minihq/tenant_5');
  });

  it('a hash typed or reached with back/forward is put back until the page agrees', async () => {
    navigateHash('tenant_5/incident/live/8', { replace: true });
    await flush();
    let resolve: (value: boolean) => void = () => {};
    removals.push(leaveGuards.register({ mayLeave: () => new Promise<boolean>((r) => (resolve = r)) }));

    window.location.hash = '#/tenant_5/reports';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await flush();
    expect(window.location.hash).toBe('#/tenant_5/incident/live/8');
    resolve(true);
    await flush();
    expect(window.location.hash).toBe('#/tenant_5/reports');
  });

  it('beforeunload is cancelled while a check blocks unloading', () => {
    removals.push(leaveGuards.register({ mayLeave: () => true, blocksUnload: () => true }));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
