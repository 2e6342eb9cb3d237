// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { leaveFor, navigateHash } from '../../src/ui/shared/hash-location';
import { LeaveGuardRegistry, leaveGuards } from '../../src/ui/shared/leave-guard';
import { LiveLeaveModel } from '../../src/ui/incident/live/live-leave.model';

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

  it('leaveFor asks the page; refused, nothing runs; agreed, the route and what arrive changes reach the router in one turn', async () => {
    navigateHash('tenant_5/incident/live/7', { replace: true });
    await flush();
    let answer = false;
    removals.push(leaveGuards.register({ mayLeave: () => Promise.resolve(answer) }));
    const arrived: string[] = [];
    const heard: string[] = [];
    const hear = () => heard.push(`${window.location.hash} ${arrived.length}`);
    window.addEventListener('hashchange', hear);
    const arrive = () => arrived.push(window.location.hash);

    expect(await leaveFor('minihq/tenant_5', arrive)).toBe(false);
    expect(arrived).toEqual([]);
    expect(window.location.hash).toBe('#/tenant_5/incident/live/7');

    answer = true;
    expect(await leaveFor('minihq/tenant_5', arrive)).toBe(true);
    // The router heard the new route before arrive ran, in the same turn (not a task later): no render between them.
    expect(heard).toEqual(['#/minihq/tenant_5 0']);
    expect(arrived).toEqual(['#/minihq/tenant_5']);
    window.removeEventListener('hashchange', hear);
  });

  it('leaving a live call for a logout: staying keeps the call; leaving stops it as Stop does, then the logout arrives', async () => {
    navigateHash('public/incident/live/7', { replace: true });
    await flush();
    const steps: string[] = [];
    const call = new LiveLeaveModel({
      sessionLive: () => true,
      blockingGuard: () => null,
      callerOnLine: () => true,
      ownViewRoute: () => 'public/incident/live/7/view',
      showMessage: () => undefined,
      stop: () => (steps.push('call stopped'), Promise.resolve(true)),
    });
    removals.push(leaveGuards.register({ mayLeave: (to) => call.mayLeave(to) }));
    const arrive = () => steps.push(`session cleared at ${window.location.hash}`);

    const stay = leaveFor('minihq/public', arrive);
    await flush();
    expect(call.prompt.open).toBe(true);
    call.prompt.answer(false);
    expect(await stay).toBe(false);
    expect(steps).toEqual([]);
    expect(window.location.hash).toBe('#/public/incident/live/7');

    const leave = leaveFor('minihq/public', arrive);
    await flush();
    call.prompt.answer(true);
    expect(await leave).toBe(true);
    expect(steps).toEqual(['call stopped', 'session cleared at #/minihq/public']);
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
