import { describe, expect, it } from 'vitest';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { isOpenLive } from '../../src/domain/incident/incident';
import { demoShareToken, SHARE_TOKEN_LIFETIME_MS } from '../../src/adapters/fake/demo-world/share-tokens';
import { incidentsWorld } from '../application/incidents-support';

/** The demo server's no-login view (getIncidentByIdNoAuth, joinLiveChannelNoAuth): tenant, share token and live, or nothing. */
describe('Demo world: the no-login live view needs the link of a live incident', () => {
  async function liveOf(tenant: 'tenant_5' | 'tenant_12') {
    const w = incidentsWorld();
    const all = await w.store.list(tenant);
    const live = all.find(isOpenLive)!;
    const channel = live.videoStream!.channel!;
    return { ...w, live, channel, id: String(live.id), token: demoShareToken(tenant, live.id, w.clock.now()) };
  }

  it('answers the live incident of the tenant for its share token, cut to what a viewer may see', async () => {
    const { gateway, live, id, token, channel } = await liveOf('tenant_5');
    const view = await gateway.getIncidentByIdNoAuth(id, { tenant: 'tenant_5', shareToken: token });
    expect(view).toMatchObject({ id: live.id, title: live.title });
    for (const field of [
      'sendToPhone',
      'sendToPhones',
      'userCreate',
      'activeOperator',
      'comments',
      'media',
      'description',
      'viewShareToken',
    ])
      expect(view).not.toHaveProperty(field);
    expect(await gateway.joinLiveChannelNoAuth(channel, { tenant: 'tenant_5', shareToken: token })).toMatchObject({ channel });
  });

  it.each([
    ['another tenant in the route', (t: string) => ({ tenant: 'tenant_12', shareToken: t })],
    ['the public tenant in the route', (t: string) => ({ tenant: 'public', shareToken: t })],
    ['an unknown tenant', (t: string) => ({ tenant: 'tenant_999', shareToken: t })],
    ['no share token', () => ({ tenant: 'tenant_5', shareToken: '' })],
    ['a made-up share token', () => ({ tenant: 'tenant_5', shareToken: 'a'.repeat(32) })],
    ["another incident's token", () => ({ tenant: 'tenant_5', shareToken: demoShareToken('tenant_5', '1', Date.parse('2026-01-01')) })],
    [
      'the token with a character changed',
      (t: string) => ({ tenant: 'tenant_5', shareToken: `${t.slice(0, -1)}${t.endsWith('0') ? '1' : '0'}` }),
    ],
  ])('%s -> nothing, and no channel', async (_, access) => {
    const { gateway, id, token, channel } = await liveOf('tenant_5');
    expect(await gateway.getIncidentByIdNoAuth(id, access(token))).toBeNull();
    await expect(gateway.joinLiveChannelNoAuth(channel, access(token))).rejects.toMatchObject({ kind: 'server' });
  });

  it('the operator receives the share token while live; once finished the link says only that it ended', async () => {
    const { gateway, login, id, token, channel } = await liveOf('tenant_12');
    await login('tenant_12');
    const given = (await gateway.getIncidentById(id))?.viewShareToken ?? '';
    expect(await gateway.getIncidentById(id)).toMatchObject({ viewShareToken: given });
    expect(await gateway.getIncidentByIdNoAuth(id, { tenant: 'tenant_12', shareToken: given })).toMatchObject({ id });
    await gateway.finishIncident(id);
    expect((await gateway.getIncidentById(id))?.viewShareToken).toBeUndefined();
    const ended = await gateway.getIncidentByIdNoAuth(id, { tenant: 'tenant_12', shareToken: token });
    expect(Object.keys(ended ?? {}).sort()).toEqual(['deletedAt', 'finishedAt', 'id']);
    expect(ended?.finishedAt).toBeTruthy();
    await expect(gateway.joinLiveChannelNoAuth(channel, { tenant: 'tenant_12', shareToken: token })).rejects.toMatchObject({
      kind: 'server',
    });
  });

  it('a share link opens its incident for 24 hours, then nothing', async () => {
    const { gateway, id, token, channel, clock } = await liveOf('tenant_5');
    const access = { tenant: 'tenant_5', shareToken: token };
    await clock.advance(SHARE_TOKEN_LIFETIME_MS - 60_000);
    expect(await gateway.getIncidentByIdNoAuth(id, access)).toMatchObject({ id });
    await clock.advance(60_000);
    expect(await gateway.getIncidentByIdNoAuth(id, access)).toBeNull();
    await expect(gateway.joinLiveChannelNoAuth(channel, access)).rejects.toMatchObject({ kind: 'server' });
    // A token dated in the future, or re-dated without the key, opens nothing either.
    const stamp = (clock.now() - 1000).toString(36);
    expect(await gateway.getIncidentByIdNoAuth(id, { tenant: 'tenant_5', shareToken: `${token.split('_')[0] ?? ''}_${stamp}` })).toBeNull();
    expect(
      await gateway.getIncidentByIdNoAuth(id, { tenant: 'tenant_5', shareToken: demoShareToken('tenant_5', id, clock.now() + 60_000) }),
    ).toBeNull();
  });

  it('the read-only live session without a share token asks nothing and shows not found', async () => {
    const { container, gateway, id } = await liveOf('tenant_5');
    const created = container.get(LiveSessionFactory).create({ incidentId: id, readOnly: true });
    if (!created.ok) throw new Error(created.error.kind);
    const result = await created.value.start();
    expect(result.ok).toBe(false);
    expect(gateway.calls.filter((c) => c[0] === 'getIncidentByIdNoAuth')).toEqual([]);
    created.value.dispose();
  });
});
