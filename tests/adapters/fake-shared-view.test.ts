import { describe, expect, it } from 'vitest';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { isOpenLive } from '../../src/domain/incident/incident';
import { createHmac } from 'node:crypto';
import { DemoTokenKeys, IN_BROWSER_DEMO_KEYS, SHARE_TOKEN_LIFETIME_MS } from '../../src/adapters/fake/demo-world/share-tokens';
import { IncidentsRestGateway } from '../../src/application/ports/incidents-rest-gateway.port';
import { incidentsWorld } from '../application/incidents-support';

/** The demo server's no-login view (getIncidentByIdNoAuth, joinLiveChannelNoAuth): tenant, share token and live, or nothing. */
describe('Demo world: the no-login live view needs the link of a live incident', () => {
  async function liveOf(tenant: 'tenant_5' | 'tenant_12') {
    const w = incidentsWorld();
    const all = await w.store.list(tenant);
    const live = all.find(isOpenLive)!;
    const channel = live.videoStream!.channel!;
    return { ...w, live, channel, id: String(live.id), token: IN_BROWSER_DEMO_KEYS.shareToken(tenant, live.id, w.clock.now()) };
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
    [
      "another incident's token",
      () => ({ tenant: 'tenant_5', shareToken: IN_BROWSER_DEMO_KEYS.shareToken('tenant_5', '1', Date.parse('2026-01-01')) }),
    ],
    [
      'the token with a character changed',
      (t: string) => ({ tenant: 'tenant_5', shareToken: `${t.slice(0, -1)}${t.endsWith('0') ? '1' : '0'}` }),
    ],
  ])('%s -> nothing, and no channel', async (_, access) => {
    const { gateway, id, token, channel } = await liveOf('tenant_5');
    expect(await gateway.getIncidentByIdNoAuth(id, access(token))).toBeNull();
    await expect(gateway.joinLiveChannelNoAuth(channel, access(token))).rejects.toMatchObject({ kind: 'server' });
  });

  it("the server issues the share token to the incident's operators while live; once finished the link says only that it ended", async () => {
    const w = await liveOf('tenant_12');
    const { gateway, container, login, id, token, channel } = w;
    const rest = container.get<IncidentsRestGateway>(IncidentsRestGateway);
    await expect(rest.issueViewShare(id)).rejects.toMatchObject({ status: 401 });
    await login('tenant_12');
    const issued = await rest.issueViewShare(id);
    expect(issued?.shareToken).toMatch(/^[0-9a-f]{32}_[0-9a-z]+$/);
    expect(Date.parse(issued?.expiresAt ?? '')).toBe(w.clock.now() + SHARE_TOKEN_LIFETIME_MS);
    expect(await gateway.getIncidentByIdNoAuth(id, { tenant: 'tenant_12', shareToken: issued?.shareToken ?? '' })).toMatchObject({ id });
    expect(await gateway.getIncidentById(id)).not.toHaveProperty('viewShareToken');
    await login('tenant_5');
    await expect(rest.issueViewShare(id)).rejects.toMatchObject({ status: 404 });
    await login('tenant_12');
    await gateway.finishIncident(id);
    await expect(rest.issueViewShare(id)).rejects.toMatchObject({ status: 409 });
    const ended = await gateway.getIncidentByIdNoAuth(id, { tenant: 'tenant_12', shareToken: token });
    expect(Object.keys(ended ?? {}).sort()).toEqual(['deletedAt', 'finishedAt', 'id']);
    expect(ended?.finishedAt).toBeTruthy();
    await expect(gateway.joinLiveChannelNoAuth(channel, { tenant: 'tenant_12', shareToken: token })).rejects.toMatchObject({
      kind: 'server',
    });
  });

  it("a world signing with its own key refuses the in-browser demo key's tokens", async () => {
    const keys = new DemoTokenKeys({ sign: (text) => createHmac('sha256', 'a server key').update(text).digest('hex').slice(0, 32) });
    const w = incidentsWorld({ bindings: [[DemoTokenKeys as unknown as symbol, keys]] });
    const live = (await w.store.list('tenant_5')).find(isOpenLive)!;
    const now = w.clock.now();
    const forged = IN_BROWSER_DEMO_KEYS.shareToken('tenant_5', live.id, now);
    expect(await w.gateway.getIncidentByIdNoAuth(live.id, { tenant: 'tenant_5', shareToken: forged })).toBeNull();
    const own = keys.shareToken('tenant_5', live.id, now);
    expect(await w.gateway.getIncidentByIdNoAuth(live.id, { tenant: 'tenant_5', shareToken: own })).toMatchObject({ id: live.id });
    expect(w.world.signOnCallerFor(IN_BROWSER_DEMO_KEYS.linkToken('public', '1', now))).toBeNull();
    expect(w.world.signOnCallerFor(keys.linkToken('tenant_5', '3', now))?.account.id).toBe('3');
  });

  it("a stranger walking 50 sequential ids under every tenant, without a token and with a live link's token, gets nothing", async () => {
    const { gateway, store, id, token } = await liveOf('tenant_5');
    const walked = Array.from({ length: 50 }, (_, step) => String(Number(id) - 1 - step));
    // The walk crosses incidents that exist and are live, so a leak would show.
    const existing = new Set((await store.list('tenant_5')).filter(isOpenLive).map((incident) => String(incident.id)));
    expect(walked.filter((other) => existing.has(other)).length).toBeGreaterThan(0);
    const shown: string[] = [];
    for (const other of walked)
      for (const tenant of ['tenant_5', 'public', 'tenant_12'])
        for (const shareToken of ['', token])
          if ((await gateway.getIncidentByIdNoAuth(other, { tenant, shareToken })) !== null) shown.push(`${tenant}/${other}`);
    expect(shown).toEqual([]);
  });

  it('a share link opens its incident for 24 hours, then says it expired (only to its own token)', async () => {
    const { gateway, id, token, channel, clock } = await liveOf('tenant_5');
    const access = { tenant: 'tenant_5', shareToken: token };
    await clock.advance(SHARE_TOKEN_LIFETIME_MS - 60_000);
    expect(await gateway.getIncidentByIdNoAuth(id, access)).toMatchObject({ id });
    await clock.advance(60_000);
    await expect(gateway.getIncidentByIdNoAuth(id, access)).rejects.toMatchObject({ kind: 'expired' });
    expect(await gateway.getIncidentByIdNoAuth(id, { tenant: 'tenant_12', shareToken: token })).toBeNull();
    await expect(gateway.joinLiveChannelNoAuth(channel, access)).rejects.toMatchObject({ kind: 'expired' });
    // A token dated in the future, or re-dated without the key, opens nothing either.
    const stamp = (clock.now() - 1000).toString(36);
    expect(await gateway.getIncidentByIdNoAuth(id, { tenant: 'tenant_5', shareToken: `${token.split('_')[0] ?? ''}_${stamp}` })).toBeNull();
    expect(
      await gateway.getIncidentByIdNoAuth(id, {
        tenant: 'tenant_5',
        shareToken: IN_BROWSER_DEMO_KEYS.shareToken('tenant_5', id, clock.now() + 60_000),
      }),
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
