import { describe, expect, it } from 'vitest';
import type { PushNotifications, PushPermission, ReceivedPush } from '../../src/application/ports/push.port';
import type { RolesGateway } from '../../src/application/ports/roles-gateway.port';
import { Emitter } from '../../src/application/shared/emitter';
import { PushOnFirstCall } from '../../src/composition/demo-session-host';
import { portOnFirstCall } from '../../src/composition/port-on-first-call';

/** A push provider whose events a test fires. */
function provider(permission: PushPermission = 'granted') {
  const received = new Emitter<ReceivedPush>();
  const changes = new Emitter<PushPermission>();
  const subscribed: string[][] = [];
  const push: PushNotifications = {
    subscribe: async (topics) => void subscribed.push([...topics]),
    removeToken: async () => undefined,
    enable: async () => permission,
    permission: () => permission,
    onReceived: received.event,
    onPermissionChange: changes.event,
  };
  return { push, received, changes, subscribed };
}

describe('the demo session loaded on its first call (DemoSessionHost)', () => {
  it('a port loads its adapter on the first call only, answers what it answers, and is no thenable', async () => {
    let loads = 0;
    const roles = portOnFirstCall<RolesGateway>(async () => {
      loads++;
      return { listRoles: async () => [{ id: 1, name: 'admin' }] } as unknown as RolesGateway;
    });
    expect(loads).toBe(0);
    expect((roles as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await roles.listRoles()).toEqual([{ id: 1, name: 'admin' }]);
    expect(await roles.listRoles()).toEqual([{ id: 1, name: 'admin' }]);
    expect(loads).toBe(1);
  });

  it("a port's call fails as its load fails, and the next call loads again", async () => {
    let loads = 0;
    const roles = portOnFirstCall<RolesGateway>(async () => {
      if (++loads === 1) throw new Error('chunk failed');
      return { listRoles: async () => [] } as unknown as RolesGateway;
    });
    await expect(roles.listRoles()).rejects.toThrow('chunk failed');
    expect(await roles.listRoles()).toEqual([]);
    expect(loads).toBe(2);
  });

  it("the push provider tells the demo's permission before it is loaded, and the loaded provider's after", async () => {
    const { push } = provider('blocked');
    let loaded: PushNotifications | null = null;
    const deferred = new PushOnFirstCall(
      () => loaded,
      async () => (loaded = push),
    );
    expect(deferred.permission()).toBe('not-needed');
    await deferred.subscribe(['new_incidents']);
    expect(deferred.permission()).toBe('blocked');
  });

  it("a listener hears the loaded provider's pushes and permission changes, once each, and stops when it leaves", async () => {
    const { push, received, changes } = provider();
    const deferred = new PushOnFirstCall(
      () => null,
      async () => push,
    );
    const heard: string[] = [];
    const stop = deferred.onReceived((p) => heard.push(p.title));
    deferred.onPermissionChange((p) => heard.push(p));
    await deferred.removeToken();
    received.fire({ incidentId: '1', title: 'Fire' });
    changes.fire('blocked');
    stop();
    received.fire({ incidentId: '2', title: 'Flood' });
    expect(heard).toEqual(['Fire', 'blocked']);
  });
});
