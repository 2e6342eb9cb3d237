// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { guardAddress } from '../../src/composition/address-guard';

const TOKEN = 'q8Xf3kLz0pW2rT9vYb6nM1sD4hJ7gC5a';

let stop = new AbortController();
afterEach(() => {
  stop.abort();
  stop = new AbortController();
  window.history.replaceState(null, '', '/');
});

describe('the address guard at boot and on every hash change', () => {
  it('takes the token out of the real query before anything reads it, and holds it for its route only', () => {
    window.history.replaceState(null, '', `/?token=${TOKEN}#/tenant_5/incident/live/7`);
    const launch = guardAddress(window, stop.signal);
    expect(window.location.href).not.toContain(TOKEN);
    expect(window.location.hash).toBe('#/tenant_5/incident/live/7');
    expect(launch.for('tenant_5/incident/live/7').token).toBe(TOKEN);
    expect(launch.for('tenant_5/reports').token).toBeUndefined();
    launch.forget();
    expect(launch.for('tenant_5/incident/live/7')).toEqual({});
  });

  it('takes a password out of an address reached later by a link (a hash change), before the router hears it', () => {
    window.history.replaceState(null, '', '/#/');
    const launch = guardAddress(window, stop.signal);
    const heard: string[] = [];
    window.addEventListener('hashchange', () => heard.push(window.location.href), { signal: stop.signal });
    window.location.hash = '#/login/tenant_5?email=a%40b.io&password=hunter2';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(window.location.href).not.toContain('hunter2');
    expect(heard.every((href) => !href.includes('hunter2'))).toBe(true);
    expect(launch.for('login/tenant_5')).toEqual({ password: 'hunter2' });
  });
});
