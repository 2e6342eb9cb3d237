import { describe, expect, it } from 'vitest';
import { KEPT_LISTS, forgetListSnapshots, listSnapshotsOf, sessionListSnapshots } from '../../src/ui/admin/resource/list-snapshots';
import { USERS_LIST, heldSource, listOf, rowsNamed, shownOnce } from './list-snapshots-support';

describe('a list opened again in the same session', () => {
  it('shows the page it last showed at once, not loading, and replaces it with the answer asked for behind it', async () => {
    let rows = rowsNamed('User');
    const held = heldSource(() => rows);
    const snapshots = sessionListSnapshots(() => 'token-1');
    const first = listOf(held.source, snapshots, { page: '2' });
    first.start();
    expect(first.status).toBe('loading');
    await held.answer();
    expect(first.items.map((row) => row.name)[0]).toBe('User 11');
    first.dispose();

    rows = rowsNamed('Renamed');
    const again = listOf(held.source, snapshots, { page: '2' });
    expect(again.status).toBe('ready');
    expect(again.items.map((row) => row.name)[0]).toBe('User 11');
    expect(again.total).toBe(25);
    expect(again.range).toEqual({ from: 11, to: 20 });
    again.start();
    // Asked again, the kept page stays on screen, not busy, until the answer comes.
    expect(held.calls).toHaveLength(2);
    expect(again.status).toBe('ready');
    await held.answer();
    expect(again.items.map((row) => row.name)[0]).toBe('Renamed 11');
  });

  it('keeps the page shown when the answer behind it fails, saying it may be out of date', async () => {
    const { held, snapshots } = await shownOnce(() => rowsNamed('User'));
    const again = listOf(held.source, snapshots);
    again.start();
    await held.fail();
    expect(again.status).toBe('ready');
    expect(again.stale).toBe(true);
    expect(again.items).toHaveLength(10);
  });

  it('opens loading for another query, another tenant or another session, and with no session at all', async () => {
    let session: string | null = 'token-1';
    const held = heldSource(() => rowsNamed('User'));
    const snapshots = sessionListSnapshots(() => session);
    const first = listOf(held.source, snapshots);
    first.start();
    await held.answer();
    expect(listOf(held.source, snapshots, { page: '2' }).status).toBe('loading');
    expect(listOf(held.source, snapshots, {}, 'tenant_6').status).toBe('loading');
    // Another list on the same address (the files section's other tab) is another list.
    expect(listOf(held.source, snapshots, {}, 'tenant_5', { sortable: ['name'], filters: [] }).status).toBe('loading');
    expect(listOf(held.source, snapshots).status).toBe('ready');
    session = 'token-2';
    expect(listOf(held.source, snapshots).status).toBe('loading');
    session = 'token-1';
    // The new session forgot them: signing in again as the first finds none either.
    expect(listOf(held.source, snapshots).status).toBe('loading');
    session = null;
    const signedOut = listOf(held.source, snapshots);
    signedOut.start();
    await held.answer();
    expect(listOf(held.source, snapshots).status).toBe('loading');
  });
});

describe('sessionListSnapshots', () => {
  it(`keeps the ${KEPT_LISTS} lists shown most recently`, () => {
    const snapshots = sessionListSnapshots(() => 'token-1');
    const page = (n: number) => ({ items: [n], total: 1, page: 1, perPage: 10 });
    for (let n = 0; n <= KEPT_LISTS; n++) snapshots.keep(USERS_LIST, `list-${n}`, page(n));
    expect(snapshots.take(USERS_LIST, 'list-0')).toBeNull();
    expect(snapshots.take(USERS_LIST, 'list-1')?.items).toEqual([1]);
    // Showing a list again makes it the most recent.
    snapshots.keep(USERS_LIST, 'list-1', page(1));
    snapshots.keep(USERS_LIST, 'list-new', page(99));
    expect(snapshots.take(USERS_LIST, 'list-1')).not.toBeNull();
    expect(snapshots.take(USERS_LIST, 'list-2')).toBeNull();
  });

  it('a logout drops every page kept, for the store beside that session store only', () => {
    const sessions = { token: () => 'token-1' };
    const other = { token: () => 'token-1' };
    const page = { items: [1], total: 1, page: 1, perPage: 10 };
    listSnapshotsOf(sessions).keep(USERS_LIST, 'users', page);
    listSnapshotsOf(other).keep(USERS_LIST, 'users', page);
    expect(listSnapshotsOf(sessions).take(USERS_LIST, 'users')).toEqual(page);
    forgetListSnapshots(sessions);
    expect(listSnapshotsOf(sessions).take(USERS_LIST, 'users')).toBeNull();
    expect(listSnapshotsOf(other).take(USERS_LIST, 'users')).toEqual(page);
  });
});
