import { describe, expect, it, vi } from 'vitest';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import { IncidentAnswerOrder } from '../../src/application/incidents/incident-answer-order';
import { IncidentFollowFlow } from '../../src/application/incidents/incident-follow.flow';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { Logger } from '../../src/application/ports/logger.port';
import { RealtimeEvents } from '../../src/application/ports/realtime-events.port';
import type { FakeRealtimeEvents } from '../../src/adapters/fake/realtime-events.fake';
import { twoEditors } from '../../src/composition/simulation/two-editors';
import type { Incident } from '../../src/domain/incident/incident';

describe('two operators editing one incident (sharedWorld, virtual clock)', () => {
  it('the other changed another field: the form takes it at once, and my save sends only my field', async () => {
    const t = await twoEditors();
    t.editor.setTitle('Fire on the 3rd floor');
    await t.otherSaves({ description: 'Two cars involved' });
    expect(t.editor.state.values.description).toBe('Two cars involved');
    expect(t.editor.state.otherEdits).toEqual([]);
    const saved = await t.editor.save();
    expect(saved.ok).toBe(true);
    expect(t.sent).toEqual([{ title: 'Fire on the 3rd floor', status: t.incident.status }]);
    expect(await t.server()).toMatchObject({ title: 'Fire on the 3rd floor', description: 'Two cars involved' });
    t.dispose();
  });

  it("the other operator's save reaches my open form through the server's INCIDENT_UPDATED alone", async () => {
    const t = await twoEditors();
    const theirs = t.other.get(IncidentEditFlow);
    theirs.start({ incident: t.incident, settings: null });
    theirs.setDescription('Saved by the other operator');
    const reads = vi.spyOn(t.mine.get<IncidentsGateway>(IncidentsGateway), 'getIncidentById');
    expect((await theirs.save()).ok).toBe(true);
    await t.shared.clock.advance(10);
    // The demo world pushed it (nobody on this desk asked), and the one read it caused brought the new text.
    const socket = t.mine.get<FakeRealtimeEvents>(RealtimeEvents).latest();
    expect(socket?.received).toContainEqual({ type: 'INCIDENT_UPDATED', incidentId: String(t.incident.id), activeOperator: null });
    expect(reads).toHaveBeenCalledTimes(1);
    expect(t.editor.state.values.description).toBe('Saved by the other operator');
    theirs.dispose();
    t.dispose();
  });

  it('the same field: the field says who changed it, and Save opens the choice with both texts instead of overwriting', async () => {
    const t = await twoEditors();
    t.editor.setDescription('Smoke from the roof');
    await t.otherSaves({ description: 'Smoke seen from the street' });
    expect(t.editor.state.values.description).toBe('Smoke from the roof');
    expect(t.editor.state.otherEdits).toMatchObject([
      { part: 'description', mine: 'Smoke from the roof', theirs: 'Smoke seen from the street' },
    ]);
    // Who (the server's userUpdate) and when (updatedAt) travel with it for the note and the choice.
    expect(t.editor.state.otherEdits[0]).toMatchObject({ by: { email: expect.any(String) }, at: expect.any(String) });
    const saved = await t.editor.save();
    expect(saved).toEqual({ ok: false, error: { kind: 'conflict' } });
    expect(t.sent).toEqual([]);
    expect(t.editor.state.conflict).toMatchObject([{ part: 'description', theirs: 'Smoke seen from the street' }]);
    expect((await t.server()).description).toBe('Smoke seen from the street');

    const kept = await t.editor.resolveConflict('mine');
    expect(kept.ok).toBe(true);
    expect(t.editor.state.conflict).toBeNull();
    expect((await t.server()).description).toBe('Smoke from the roof');
    t.dispose();
  });

  it('choosing their text keeps theirs and sends nothing of that field', async () => {
    const t = await twoEditors();
    t.editor.setTitle('Mine');
    await t.otherSaves({ title: 'Theirs' });
    await t.editor.save();
    await t.editor.resolveConflict('theirs');
    expect(t.editor.state.values.title).toBe('Theirs');
    expect(t.sent).toEqual([]);
    expect((await t.server()).title).toBe('Theirs');
    t.dispose();
  });

  it('two fields both changed: the operator keeps theirs for one and mine for the other, and one save sends only mine', async () => {
    const t = await twoEditors();
    t.editor.setTitle('Fire on the 3rd floor, two trapped');
    t.editor.setDescription('Smoke from the roof');
    await t.otherSaves({ title: 'Fire on the 3rd floor', description: 'Smoke seen from the street' });
    expect(await t.editor.save()).toEqual({ ok: false, error: { kind: 'conflict' } });
    // Each part shows both texts, who changed the other and when.
    expect(t.editor.state.conflict).toMatchObject([
      { part: 'title', mine: 'Fire on the 3rd floor, two trapped', theirs: 'Fire on the 3rd floor', by: { email: expect.any(String) } },
      { part: 'description', mine: 'Smoke from the roof', theirs: 'Smoke seen from the street', at: expect.any(String) },
    ]);

    // A choice that leaves a part undecided keeps the choice open and sends nothing.
    expect(await t.editor.resolveConflict({ title: 'mine' })).toEqual({ ok: false, error: { kind: 'conflict' } });
    expect(t.editor.state.conflict).toHaveLength(2);
    expect(t.sent).toEqual([]);

    const saved = await t.editor.resolveConflict({ title: 'mine', description: 'theirs' });
    expect(saved.ok).toBe(true);
    expect(t.editor.state.conflict).toBeNull();
    expect(t.editor.state.values).toMatchObject({ title: 'Fire on the 3rd floor, two trapped', description: 'Smoke seen from the street' });
    expect(t.sent).toEqual([{ title: 'Fire on the 3rd floor, two trapped', status: t.incident.status }]);
    expect(await t.server()).toMatchObject({ title: 'Fire on the 3rd floor, two trapped', description: 'Smoke seen from the street' });
    t.dispose();
  });

  it('an auto-save of a field both changed opens the choice too (never a silent overwrite)', async () => {
    const t = await twoEditors();
    t.editor.setTitle('Typed here');
    await t.otherSaves({ title: 'Saved there' }, false);
    await t.shared.clock.advance(3_000);
    expect(t.sent).toEqual([]);
    expect(t.editor.state.conflict).toMatchObject([{ part: 'title', mine: 'Typed here', theirs: 'Saved there' }]);
    expect((await t.server()).title).toBe('Saved there');
    t.dispose();
  });

  it('the address and coordinates changed there while I edit the title: theirs are kept, never written back as null', async () => {
    const t = await twoEditors();
    t.editor.setTitle('Title typed here');
    await t.otherSaves({ address: 'Rua Nova, 10', city: 'Niterói', latitude: -22.88, longitude: -43.1 });
    expect(t.editor.state.values).toMatchObject({ address: 'Rua Nova, 10', latitude: -22.88, longitude: -43.1 });
    await t.editor.save();
    expect(t.sent).toEqual([{ title: 'Title typed here', status: t.incident.status }]);
    expect(await t.server()).toMatchObject({ title: 'Title typed here', address: 'Rua Nova, 10', latitude: -22.88, longitude: -43.1 });
    t.dispose();
  });

  it('the other changed something while I typed nothing: the form refreshes, and a save sends nothing', async () => {
    const t = await twoEditors();
    await t.otherSaves({ title: 'Renamed elsewhere', description: 'Described elsewhere' });
    expect(t.editor.state.values).toMatchObject({ title: 'Renamed elsewhere', description: 'Described elsewhere' });
    expect(t.editor.state.unsaved).toEqual([]);
    expect((await t.editor.save()).ok).toBe(true);
    expect(t.sent).toEqual([]);
    t.dispose();
  });

  it('without INCIDENT_UPDATED, the save still compares with the newest copy first', async () => {
    const t = await twoEditors();
    t.editor.setTitle('Mine only');
    await t.otherSaves({ description: 'Theirs only' }, false);
    await t.editor.save();
    expect(t.sent).toEqual([{ title: 'Mine only', status: t.incident.status }]);
    expect(await t.server()).toMatchObject({ title: 'Mine only', description: 'Theirs only' });
    t.dispose();
  });

  it('a save from a stale tab of the same operator goes through the same merge', async () => {
    const t = await twoEditors({ tab: true });
    await t.otherSaves({ title: 'Saved in tab 2' }, false);
    t.editor.setTitle('Typed in tab 1 from the older copy');
    await t.editor.save();
    expect(t.sent).toEqual([]);
    expect(t.editor.state.conflict).toMatchObject([{ part: 'title', theirs: 'Saved in tab 2' }]);
    expect((await t.server()).title).toBe('Saved in tab 2');
    t.dispose();
  });
});

describe('answers apply in order: one sequence per incident for saves and reloads', () => {
  it('a reload read before my save, answered after it, does not replace the saved title', async () => {
    const t = await twoEditors();
    const gateway = t.mine.get<IncidentsGateway>(IncidentsGateway);
    let release: (() => void) | null = null;
    const slow: IncidentsGateway = Object.create(gateway) as IncidentsGateway;
    slow.getIncidentById = async (id) => {
      const read = await gateway.getIncidentById(id);
      await new Promise<void>((resolve) => (release = resolve));
      return read;
    };
    const view = new IncidentFollowFlow(t.mine.get(RealtimeConnectionFlow), slow, t.mine.get(Logger), t.mine.get(IncidentAnswerOrder));
    const screen: { shown: Incident } = { shown: t.incident };
    view.onIncident((next) => (screen.shown = next));
    view.start(t.incident);
    await t.otherSaves({ description: 'A change there' }, false);
    const reloading = view.reload();
    await t.shared.clock.advance(10);
    t.editor.setTitle('Saved here');
    const saved = await t.editor.save();
    if (!saved.ok) throw new Error('the save failed');
    screen.shown = saved.value;
    (release as (() => void) | null)?.();
    await reloading;
    expect(screen.shown.title).toBe('Saved here');
    view.dispose();
    t.dispose();
  });

  it('IncidentAnswerOrder: an answer sent before one already applied is dropped, per incident', () => {
    const order = new IncidentAnswerOrder();
    const reload = order.begin();
    const save = order.begin();
    const elsewhere = order.begin();
    expect(order.settle('1', save)).toBe(true);
    expect(order.settle('1', reload)).toBe(false);
    expect(order.settle('2', elsewhere)).toBe(true);
  });
});
