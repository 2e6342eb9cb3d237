import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { SessionStore } from '../../src/application/session/session.store';

const session = {
  token: 'demo.public.1.abc.1',
  tenantId: 'public',
  user: { id: 1, name: 'Ana', lastName: 'Souza', email: 'ana@public.demo', isSuperUser: false },
  permissions: ['users', 'incidents'],
};

describe('the session store’s copy in local storage', () => {
  it('writes only what the server’s word changed when it is confirmed again', () => {
    const local = new MemoryStorage();
    const store = new SessionStore(local, new MemoryStorage());
    const flags = { hasAccess: true, hasAccessEditIncident: false };
    store.save(session as never, ['users']);
    store.saveAccess(flags as never, ['users']);
    const writes = vi.spyOn(local, 'set');
    store.save(session as never, ['users']);
    store.saveAccess(flags as never, ['users']);
    expect(writes).not.toHaveBeenCalled();
    store.save({ ...session, permissions: ['users'] } as never, ['users']);
    store.saveAccess({ ...flags, hasAccessEditIncident: true } as never, ['users']);
    expect(writes.mock.calls.map(([key]) => key)).toEqual(['permissions', 'editAccess']);
    expect(local.get('permissions')).toBe('["users"]');
    expect(store.current()?.permissions).toEqual(['users']);
  });
});
