import { describe, expect, it } from 'vitest';
import { IncidentLinksFacade } from '../../src/application/incidents/incident-links.facade';
import { incidentsWorld } from './incidents-support';

async function world() {
  const w = incidentsWorld();
  await w.login('public');
  const all = (await w.store.list('public')).filter((i) => !i.deletedAt);
  const alone = all.filter((i) => !i.linkedIncident && (i.linkedIncidentsToMe ?? []).length === 0);
  const links = w.container.get(IncidentLinksFacade);
  const entriesOf = async (id: string) => {
    const result = await links.list({ incidentId: id });
    if (!result.ok) throw new Error('expected entries');
    return result.value;
  };
  return { ...w, alone, links, entriesOf };
}

describe('Linking incidents (SPEC §2 linked-incidents panel, §3 linkedIncident)', () => {
  it('links the incident on screen to another one: both panels list it; unlinking either side removes it', async () => {
    const { alone, links, entriesOf } = await world();
    const [a, b] = alone;
    if (!a || !b) throw new Error('two unlinked incidents expected');
    expect(await links.link({ incidentId: a.id, targetId: ` ${b.id} `, entries: await entriesOf(a.id) })).toEqual({
      ok: true,
      value: undefined,
    });
    expect((await entriesOf(a.id)).map((e) => [e.id, e.relation])).toContainEqual([b.id, 'links-to']);
    expect((await entriesOf(b.id)).map((e) => [e.id, e.relation])).toContainEqual([a.id, 'linked-to-me']);
    expect(await links.unlink({ incidentId: a.id })).toEqual({ ok: true, value: undefined });
    expect((await entriesOf(a.id)).map((e) => e.relation)).toEqual(['current']);
    expect((await entriesOf(b.id)).map((e) => e.relation)).toEqual(['current']);
  });

  it('linking elsewhere replaces the link; the former target no longer lists it', async () => {
    const { alone, links, entriesOf } = await world();
    const [a, b, c] = alone;
    if (!a || !b || !c) throw new Error('three unlinked incidents expected');
    await links.link({ incidentId: a.id, targetId: b.id, entries: [] });
    await links.link({ incidentId: a.id, targetId: c.id, entries: [] });
    expect((await entriesOf(b.id)).map((e) => e.relation)).toEqual(['current']);
    expect((await entriesOf(c.id)).find((e) => e.id === a.id)?.relation).toBe('linked-to-me');
  });

  it('refuses itself and a listed one before any call; an unknown or other-tenant incident is not-found', async () => {
    const { alone, links, entriesOf } = await world();
    const [a] = alone;
    if (!a) throw new Error('an unlinked incident expected');
    const entries = await entriesOf(a.id);
    expect(await links.link({ incidentId: a.id, targetId: a.id, entries })).toEqual({ ok: false, error: { kind: 'self' } });
    const listed = [...entries, { ...entries[0]!, id: '99', relation: 'links-to' as const, disabled: false }];
    expect(await links.link({ incidentId: a.id, targetId: '99', entries: listed })).toEqual({
      ok: false,
      error: { kind: 'already-linked' },
    });
    expect(await links.link({ incidentId: a.id, targetId: '1', entries })).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });
});
