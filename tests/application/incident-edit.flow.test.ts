import { describe, expect, it, vi } from 'vitest';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import type { IncidentEditEvent } from '../../src/application/incidents/incident-edit.types';
import { UpdateIncidentUseCase } from '../../src/application/incidents/update-incident.use-case';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { DEMO_TENANTS } from '../../src/adapters/fake/demo-world/demo-tenants';
import { isOpenLive } from '../../src/domain/incident/incident';
import { saveFailureDialog } from '../../src/domain/incident-form/incident-save-error';
import { incidentsWorld } from './incidents-support';

/** The SPEC §8 save-failure dialog the UI shows for a failed save. */
const dialogOf = (error: unknown) => saveFailureDialog((error as { message?: string } | null)?.message);

const settingsOf = (tenant: string) => DEMO_TENANTS.find((t) => t.id === tenant)?.settings ?? null;

async function editing(tenant: 'public' | 'tenant_5' = 'public') {
  const w = incidentsWorld();
  await w.login(tenant);
  const incident = (await w.store.list(tenant)).find(isOpenLive);
  if (!incident) throw new Error('no live incident');
  const editor = w.container.get(IncidentEditFlow);
  const events: IncidentEditEvent[] = [];
  editor.onEvent((e) => events.push(e));
  editor.start({ incident, settings: settingsOf(tenant) });
  const updates = () => w.gateway.calls.filter(([m]) => m === 'updateIncident');
  return { ...w, incident, editor, events, updates };
}

describe('IncidentEditFlow auto-save (SPEC §5, §9: 3 s idle, non-empty, changed only)', () => {
  it('saves the title exactly 3000 ms after the last keystroke, with the status unchanged and nothing else', async () => {
    const { editor, clock, updates, incident, store } = await editing();
    editor.setTitle('Fire on the corner');
    await clock.advance(2999);
    expect(updates()).toEqual([]);
    await clock.advance(1);
    expect(updates()).toEqual([['updateIncident', incident.id, { title: 'Fire on the corner', status: incident.status }]]);
    expect((await store.get('public', incident.id))?.title).toBe('Fire on the corner');
    expect(editor.state.saved.title).toBe('Fire on the corner');
    expect(clock.pendingTimers()).toBe(0);
  });

  it('restarts the 3 s on every keystroke', async () => {
    const { editor, clock, updates } = await editing();
    editor.setDescription('Smoke');
    await clock.advance(2000);
    editor.setDescription('Smoke seen');
    await clock.advance(2999);
    expect(updates()).toEqual([]);
    expect(clock.pendingTimers()).toBe(1);
    await clock.advance(1);
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.[2]).toMatchObject({ description: 'Smoke seen' });
  });

  it('times each field on its own and sends only the field that is due', async () => {
    const { editor, clock, updates, incident } = await editing();
    editor.setTitle('New title');
    await clock.advance(1000);
    editor.setDescription('New description');
    await clock.advance(2000);
    expect(updates().map((c) => c[2])).toEqual([{ title: 'New title', status: incident.status }]);
    await clock.advance(1000);
    expect(updates().map((c) => c[2])).toEqual([
      { title: 'New title', status: incident.status },
      { description: 'New description', status: incident.status },
    ]);
  });

  it('does not save an empty value or an unchanged one (after trimming)', async () => {
    const { editor, clock, updates, incident } = await editing();
    editor.setTitle('   ');
    await clock.advance(3000);
    editor.setDescription(`  ${incident.description ?? ''} `);
    await clock.advance(3000);
    expect(updates()).toEqual([]);
    expect(editor.state.values.title).toBe('   ');
  });

  it('does not auto-save a title over limitedTitleLength (tenant_5: 60) and says why', async () => {
    const { editor, clock, updates, events } = await editing('tenant_5');
    editor.setTitle('t'.repeat(61));
    await clock.advance(3000);
    expect(updates()).toEqual([]);
    expect(events.filter((e) => e.type === 'save-failed')).toEqual([
      {
        type: 'save-failed',
        auto: true,
        error: { kind: 'invalid', errors: [{ field: 'title', key: 'settings.limited-description-length', params: { limit: 60 } }] },
      },
    ]);
  });

  it('keeps the typed text when an auto-save fails, reports the §8 dialog and saves it on the next idle', async () => {
    const { editor, clock, updates, gateway, events } = await editing();
    vi.spyOn(gateway, 'updateIncident').mockRejectedValueOnce(new GatewayError('server', 'GraphQL error: Incident is locked'));
    editor.setDescription('Important detail');
    await clock.advance(3000);
    const failed = events.filter((e) => e.type === 'save-failed');
    expect(failed).toEqual([{ type: 'save-failed', auto: true, error: { kind: 'server', message: 'GraphQL error: Incident is locked' } }]);
    expect(dialogOf(failed[0]?.type === 'save-failed' ? failed[0].error : null)).toEqual({
      titleKey: 'error',
      textKey: 'something_is_wrong',
      detail: { kind: 'server', message: 'Incident is locked' },
    });
    expect(editor.state.values.description).toBe('Important detail');
    expect(editor.state.saved.description).not.toBe('Important detail');
    editor.setDescription('Important detail!');
    await clock.advance(3000);
    expect(editor.state.saved.description).toBe('Important detail!');
    expect(updates().length).toBe(1); // the spied call is not recorded; the second went to the fake
  });

  it('flush() saves a pending edit at once and cancels its timer', async () => {
    const { editor, clock, updates } = await editing();
    editor.setTitle('Leaving soon');
    await clock.advance(500);
    await editor.flush();
    expect(updates().map((c) => c[2])).toMatchObject([{ title: 'Leaving soon' }]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('dispose() clears every timer and listener; later typing does nothing', async () => {
    const { editor, clock, updates, events } = await editing();
    editor.setTitle('abc');
    editor.setDescription('def');
    expect(clock.pendingTimers()).toBe(2);
    editor.dispose();
    expect(clock.pendingTimers()).toBe(0);
    const before = events.length;
    editor.setTitle('after');
    await clock.advance(10_000);
    expect(updates()).toEqual([]);
    expect(events.length).toBe(before);
  });
});

describe('IncidentEditFlow explicit save (SPEC §4, §5, §8)', () => {
  it('saves what the operator changed: the title and the chosen address (city and coordinates from the gazetteer), status unchanged', async () => {
    const { editor, updates, incident, events, container } = await editing();
    const addresses = container.get(AddressSuggestionsFlow);
    const suggestions = (await addresses.suggest('Avenida Atlantica 1702')) ?? [];
    expect(suggestions[0]).toEqual({
      id: 'rio-2#1702',
      description: 'Avenida Atlântica, 1702 - Copacabana, Rio de Janeiro - Rio de Janeiro, Brazil',
    });
    const choice = await addresses.choose(suggestions[0]?.id ?? '');
    const chosen = editor.chooseAddress(choice!);
    expect(chosen).toMatchObject({ ok: true, value: { city: 'Rio de Janeiro', latitude: -22.970607, longitude: -43.198212 } });
    editor.setTitle('Saved title');
    const result = await editor.save();
    expect(result.ok).toBe(true);
    expect(updates()).toEqual([
      [
        'updateIncident',
        incident.id,
        {
          title: 'Saved title',
          address: 'Avenida Atlântica, 1702 - Copacabana, Rio de Janeiro - Rio de Janeiro, Brazil',
          city: 'Rio de Janeiro',
          latitude: -22.970607,
          longitude: -43.198212,
          status: incident.status,
        },
      ],
    ]);
    expect(events.filter((e) => e.type === 'saved')).toMatchObject([{ auto: false }]);
  });

  it('an unknown suggestion has no details to choose, and an address given before start is refused', async () => {
    const { editor, container } = await editing();
    expect(await container.get(AddressSuggestionsFlow).choose('nowhere-9')).toBeNull();
    const unstarted = container.get(IncidentEditFlow);
    const choice = { address: 'Rua A', city: 'Rio de Janeiro', latitude: -22.9, longitude: -43.2 };
    expect(unstarted.chooseAddress(choice)).toEqual({ ok: false, error: { kind: 'not-started' } });
    expect(editor.state.values.address).not.toBe('Rua A');
  });

  it('requireIncidentTitle blocks saving (and leaving/stopping) without a title: required.title, no call', async () => {
    const { editor, updates } = await editing('tenant_5');
    editor.setTitle('  ');
    expect(editor.guard('leave')).toBe('required.title');
    expect(editor.guard('stop')).toBe('required.title');
    expect(await editor.save()).toEqual({ ok: false, error: { kind: 'required-title' } });
    expect(updates()).toEqual([]);
  });

  it('refuses a title over limitedTitleLength before calling', async () => {
    const { editor, updates } = await editing('tenant_5');
    editor.setTitle('z'.repeat(61));
    expect(await editor.save()).toMatchObject({
      ok: false,
      error: { kind: 'invalid', errors: [{ key: 'settings.limited-description-length' }] },
    });
    expect(updates()).toEqual([]);
    expect(editor.state.values.title).toBe('z'.repeat(61));
  });

  it('value too long (256 characters) -> value_too_long, and the text stays in the form', async () => {
    const { editor, store, incident } = await editing();
    const long = 'w'.repeat(256);
    editor.setDescription(long);
    const result = await editor.save();
    expect(result).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(dialogOf(result.ok ? null : result.error)).toEqual({
      titleKey: 'error',
      textKey: 'something_is_wrong',
      detail: { kind: 'key', key: 'value_too_long' },
    });
    expect(editor.state.values.description).toBe(long);
    expect((await store.get('public', incident.id))?.description).toBe(incident.description);
  });

  it('a failure without a server message gives the generic something_is_wrong', async () => {
    const { editor, gateway } = await editing();
    vi.spyOn(gateway, 'updateIncident').mockRejectedValueOnce(new GatewayError('network'));
    editor.setTitle('x');
    const result = await editor.save();
    expect(result).toEqual({ ok: false, error: { kind: 'network' } });
    expect(dialogOf(result.ok ? null : result.error)).toEqual({ titleKey: 'error', textKey: 'something_is_wrong', detail: null });
    expect(editor.state.values.title).toBe('x');
    expect(editor.state.saving).toBe(false);
  });

  it('a deleted incident cannot be saved (the server refuses) and the form keeps its text', async () => {
    const { editor, gateway, incident } = await editing();
    await gateway.deleteIncident(incident.id);
    editor.setTitle('too late');
    const result = await editor.save();
    expect(result).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(dialogOf(result.ok ? null : result.error).detail).toEqual({ kind: 'server', message: 'Incident has been deleted' });
    expect(editor.state.values.title).toBe('too late');
  });
});

describe('UpdateIncidentUseCase (SPEC §4, §7 updateIncident)', () => {
  it('saves the given fields and answers the incident; a refusal is the failure with the server message', async () => {
    const w = incidentsWorld();
    await w.login('public');
    const incident = (await w.store.list('public')).find(isOpenLive);
    const update = w.container.get(UpdateIncidentUseCase);
    const saved = await update.execute({ incidentId: incident?.id ?? '', changes: { title: 'Renamed' } });
    expect(saved).toMatchObject({ ok: true, value: { id: incident?.id, title: 'Renamed' } });
    vi.spyOn(w.gateway, 'updateIncident').mockRejectedValueOnce(new GatewayError('server', 'Incident is locked'));
    expect(await update.execute({ incidentId: incident?.id ?? '', changes: { title: 'Again' } })).toEqual({
      ok: false,
      error: { kind: 'server', message: 'Incident is locked' },
    });
  });
});
