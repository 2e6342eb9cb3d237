import { describe, expect, it, vi } from 'vitest';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import type { IncidentEditEvent } from '../../src/application/incidents/incident-edit.types';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import type { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { isOpenLive, type Incident } from '../../src/domain/incident/incident';
import { saveRetryDelayMs } from '../../src/domain/incident-form/unsaved-edits';
import { EDIT_PROBE_TEXT, runEditProbe } from '../../src/composition/simulation/edit-probe';
import { ACCOUNTS, incidentsWorld } from './incidents-support';

/** A signed-in operator editing an open live incident, with a switch that takes the server down (calls fail before any change). */
async function editing() {
  const w = incidentsWorld();
  await w.login('public');
  const incident = (await w.store.list('public')).find(isOpenLive);
  if (!incident) throw new Error('no live incident');
  let down = false;
  const real = w.gateway.updateIncident.bind(w.gateway);
  const sent: unknown[] = [];
  vi.spyOn(w.gateway, 'updateIncident').mockImplementation((id, input) => {
    sent.push(input);
    return down ? Promise.reject(new GatewayError('network')) : real(id, input);
  });
  const open = (from: Incident = incident) => {
    const editor = w.container.get(IncidentEditFlow);
    const events: IncidentEditEvent[] = [];
    editor.onEvent((e) => events.push(e));
    editor.start({ incident: from, settings: null });
    return { editor, events };
  };
  const serverDescription = async () => (await w.store.get('public', incident.id))?.description;
  const reload = async () => {
    const fresh = await w.gateway.getIncidentById(incident.id);
    if (!fresh) throw new Error('incident gone');
    return fresh;
  };
  return { ...w, incident, open, sent, serverDescription, reload, setDown: (value: boolean) => (down = value) };
}

describe('edits are never lost: the probe', () => {
  it('59 characters typed one at a time with the token expiring midway: 0 lost', async () => {
    const result = await runEditProbe();
    console.log(`edit probe: ${result.typed} characters typed, ${result.lost} lost`);
    expect(result.expiries).toBe(1);
    expect(result).toMatchObject({ typed: 59, lost: 0, serverText: EDIT_PROBE_TEXT });
  });
});

describe('a failed auto-save is retried (on the Clock, backing off) until the server accepts it', () => {
  it('retries 3 s, 6 s, 12 s, 24 s, 30 s after each failure; the first accepted save stops the retries', async () => {
    const { open, clock, setDown, sent, serverDescription } = await editing();
    const { editor } = open();
    setDown(true);
    editor.setDescription('Two cars, one overturned');
    await clock.advance(3_000);
    expect(sent).toHaveLength(1);
    expect(editor.state).toMatchObject({ unsaved: ['description'], failures: 1, retryAt: clock.now() + 3_000 });
    const waits = [3_000, 6_000, 12_000, 24_000, 30_000, 30_000];
    for (const [i, wait] of waits.entries()) {
      expect(saveRetryDelayMs(i + 1)).toBe(wait);
      await clock.advance(wait - 1);
      expect(sent).toHaveLength(i + 1);
      await clock.advance(1);
      expect(sent).toHaveLength(i + 2);
    }
    expect(editor.state.failures).toBe(7);
    setDown(false);
    await clock.advance(30_000);
    expect(sent).toHaveLength(8);
    expect(await serverDescription()).toBe('Two cars, one overturned');
    expect(editor.state).toMatchObject({ unsaved: [], failures: 0, lastError: null, retryAt: null });
    expect(clock.pendingTimers()).toBe(0);
    await clock.advance(120_000);
    expect(sent).toHaveLength(8);
  });

  it('50 failures in a row, then the server recovers: the last text is saved whole', async () => {
    const { open, clock, setDown, serverDescription } = await editing();
    const { editor, events } = open();
    setDown(true);
    let text = 'Update:';
    for (let i = 0; i < 50; i++) {
      text += ` ${i}`;
      editor.setDescription(text);
      await clock.advance(3_000);
    }
    expect(events.filter((e) => e.type === 'save-failed')).toHaveLength(50);
    expect(editor.state.failures).toBe(50);
    expect(editor.state.values.description).toBe(text);
    setDown(false);
    await clock.advance(30_000);
    expect(await serverDescription()).toBe(text);
    expect(editor.state.unsaved).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('flush() (leaving, disposing) sends text whose auto-save already failed, not only text still being typed', async () => {
    const { open, clock, setDown, sent, serverDescription } = await editing();
    const { editor } = open();
    setDown(true);
    editor.setDescription('Failed once');
    await clock.advance(3_000);
    expect(sent).toHaveLength(1);
    setDown(false);
    await editor.flush();
    editor.dispose();
    expect(await serverDescription()).toBe('Failed once');
    expect(clock.pendingTimers()).toBe(0);
  });

  it('typing again while a retry waits: the retry leaves the field to its own 3 s idle save', async () => {
    const { open, clock, setDown, sent } = await editing();
    const { editor } = open();
    setDown(true);
    editor.setTitle('Fire');
    await clock.advance(3_000);
    setDown(false);
    await clock.advance(2_000);
    editor.setTitle('Fire in the warehouse');
    await clock.advance(1_000); // the retry is due now, but the title is being typed
    expect(sent).toHaveLength(1);
    await clock.advance(2_000);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ title: 'Fire in the warehouse' });
  });
});

describe('unsaved edits are kept as a local draft per incident and user', () => {
  it('session expiry mid-edit: the draft is kept, offered after signing in again, restored and saved, then discarded', async () => {
    const { open, clock, world, login, serverDescription, reload, container } = await editing();
    const first = open();
    first.editor.setDescription('Caller trapped on the second');
    world.expireTokens();
    await clock.advance(3_000);
    expect(first.editor.state.lastError).toEqual({ kind: 'unauthorized', message: 'Unauthorized' });
    await first.editor.flush();
    first.editor.dispose();
    expect(await serverDescription()).not.toBe('Caller trapped on the second');

    await login('public');
    const second = open(await reload());
    expect(second.editor.state.draft).toMatchObject({ description: 'Caller trapped on the second' });
    expect(second.editor.state.values.description).not.toBe('Caller trapped on the second');
    await second.editor.restoreDraft();
    expect(await serverDescription()).toBe('Caller trapped on the second');
    expect(second.editor.state.draft).toBeNull();
    second.editor.dispose();
    expect(container.get<MemoryStorage>(KeyValueStorage.local).get('incidentDrafts')).toBeNull();
    const third = open(await reload());
    expect(third.editor.state.draft).toBeNull();
  });

  it('a dismissed draft is gone; another user signing in after an expiry never sees it; a logout clears it', async () => {
    const { open, clock, setDown, login, reload, container, world } = await editing();
    const first = open();
    setDown(true);
    first.editor.setTitle('Kept title');
    await clock.advance(3_000);
    first.editor.dispose();
    setDown(false);

    world.expireTokens();
    await clock.advance(1_000);
    await login('public', 'admin@public.demo');
    expect(open(await reload()).editor.state.draft).toBeNull();

    await login('public', ACCOUNTS.public);
    const again = open(await reload());
    expect(again.editor.state.draft).toMatchObject({ title: 'Kept title' });
    again.editor.dismissDraft();
    again.editor.dispose();
    expect(open(await reload()).editor.state.draft).toBeNull();

    open(await reload()).editor.setTitle('Typed before logout');
    expect(container.get<MemoryStorage>(KeyValueStorage.local).get('incidentDrafts')).toContain('Typed before logout');
    await container.get(LogoutUseCase).execute();
    expect(container.get<MemoryStorage>(KeyValueStorage.local).get('incidentDrafts')).toBeNull();
  });

  it('a draft the server already holds (the answer was lost, the save went through) is not offered', async () => {
    const { open, clock, login, gateway, reload, incident } = await editing();
    const first = open();
    vi.mocked(gateway.updateIncident).mockImplementationOnce(async (id, input) => {
      await gateway.updateIncident(id, input); // applied on the server ...
      throw new GatewayError('network'); // ... but the answer never came back
    });
    first.editor.setDescription('Arrived on the server');
    await clock.advance(3_000);
    expect(first.editor.state.unsaved).toEqual(['description']);
    first.editor.dispose();
    await login('public');
    const second = open(await reload());
    expect(second.editor.state.draft).toBeNull();
    expect(second.editor.state.values.description).toBe('Arrived on the server');
    expect(incident.id).toBeDefined();
  });
});
