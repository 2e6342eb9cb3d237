import { describe, expect, it } from 'vitest';
import { AddMediaUseCase } from '../../src/application/incidents/add-media.use-case';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import { CallerNeverJoinedUseCase } from '../../src/application/live/caller-never-joined.use-case';
import { ChatSessionFlow } from '../../src/application/live/chat-session.flow';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { ShareUseCase, type ShareInput } from '../../src/application/live/share.use-case';
import { UserBehaviourGateway, type UserBehaviourEntry } from '../../src/application/ports/user-behaviour-gateway.port';
import { Logger } from '../../src/application/ports/logger.port';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { DEMO_TENANTS } from '../../src/adapters/fake/demo-world/demo-tenants';
import { isOpenLive } from '../../src/domain/incident/incident';
import { TIMINGS } from '../../src/domain/shared/constants';
import { incidentsWorld } from './incidents-support';

const OPERATOR_ID = '2';
const PHONE = { prefix: '+55', number: '21911112222' } as const;
const FORM = {
  title: 'Car crash',
  description: 'Two cars',
  address: 'Av. Atlântica 1702',
  city: 'Rio',
  latitude: -22.97,
  longitude: -43.18,
};

/** Signed in as the public tenant's operator, with what the audit trail holds since then. */
async function operator() {
  const w = incidentsWorld();
  await w.login('public');
  const behaviour = w.container.get<UserBehaviourGateway>(UserBehaviourGateway);
  const since = w.clock.now();
  const trail = async (): Promise<UserBehaviourEntry[]> => {
    await w.clock.settle();
    const entries = await behaviour.list({ start: new Date(since).toISOString(), end: new Date(w.clock.now() + 1).toISOString() });
    return [...entries];
  };
  const sent = async () => {
    const result = await w.container.get(SendLinkUseCase).execute({ channel: 'sms', phone: PHONE, form: FORM, settings: null });
    if (!result.ok) throw new Error('send failed');
    return result.value;
  };
  return { ...w, trail, sent };
}

/** Ids only: no phone number or email reaches the trail. */
function expectIdsOnly(entries: readonly UserBehaviourEntry[]) {
  const text = JSON.stringify(entries);
  expect(text).not.toMatch(/@|21911112222|\+55/);
}

describe('operator audit actions (SPEC §3), each recorded once after it succeeded', () => {
  it.each([
    ['sms', 'SEND_LINK_NORMAL_SMS'],
    ['whatsapp', 'SEND_LINK_NORMAL_WPP'],
  ] as const)('send link by %s: %s with the new incident id and the operator', async (channel, action) => {
    const w = await operator();
    const result = await w.container.get(SendLinkUseCase).execute({ channel, phone: PHONE, form: FORM, settings: null });
    expect(result.ok).toBe(true);
    const trail = await w.trail();
    expect(trail).toEqual([
      { action, at: expect.any(String), userId: OPERATOR_ID, detail: { incidentId: result.ok && result.value.incidentId } },
    ]);
    expectIdsOnly(trail);
  });

  it('a send link that failed records nothing', async () => {
    const w = await operator();
    const result = await w.container
      .get(SendLinkUseCase)
      .execute({ channel: 'sms', phone: PHONE, form: { ...FORM, title: '' }, settings: null });
    expect(result.ok).toBe(false);
    expect(await w.trail()).toEqual([]);
  });

  it.each([
    ['shareInvitation', 'sms', 'SEND_LINK_SHARE_SMS'],
    ['shareInvitation', 'whatsapp', 'SEND_LINK_SHARE_WPP'],
    ['newBroadcast', 'whatsapp', 'SEND_LINK_NORMAL_WPP'],
    ['collabBroadcast', 'sms', 'SEND_LINK_COLLAB'],
    ['sendAddress', 'sms', 'SHARE_EVENT'],
  ] as const)('share %s by %s: %s with the incident id', async (mode, channel, action) => {
    const w = await operator();
    const { incident, incidentId } = await w.sent();
    const before = (await w.trail()).length;
    const input = { mode, channel, phone: PHONE, incident, shareLocationPreference: null } as ShareInput;
    expect((await w.container.get(ShareUseCase).execute(input)).ok).toBe(true);
    const trail = (await w.trail()).slice(0, -before);
    expect(trail).toEqual([expect.objectContaining({ action, userId: OPERATOR_ID, detail: { incidentId: incident.id } })]);
    expect(String(trail[0]?.detail?.incidentId)).toBe(incidentId);
    expectIdsOnly(trail);
  });

  it('share as a new incident: the link of the new incident, once (SEND_LINK_NORMAL_SMS)', async () => {
    const w = await operator();
    const { incident } = await w.sent();
    const result = await w.container
      .get(ShareUseCase)
      .execute({ mode: 'newIncident', channel: 'sms', phone: PHONE, incident, settings: null });
    expect(result.ok).toBe(true);
    const actions = (await w.trail()).map((e) => [e.action, e.detail?.incidentId]);
    expect(actions).toEqual([
      ['SEND_LINK_NORMAL_SMS', result.ok && result.value.mode === 'newIncident' ? result.value.incidentId : null],
      ['SEND_LINK_NORMAL_SMS', incident.id],
    ]);
  });

  it('a chat message: SEND_CHAT_MESSAGE with the conversation name, never the text', async () => {
    const w = await operator();
    const chat = w.container.get(ChatSessionFlow);
    void chat.start({ incidentId: '100042', tenantId: 'public' });
    await w.clock.advance(TIMINGS.chatOpenDelay);
    expect((await chat.send('We are coming')).ok).toBe(true);
    const trail = await w.trail();
    expect(trail).toEqual([expect.objectContaining({ action: 'SEND_CHAT_MESSAGE', detail: { conversation: '100042_public' } })]);
    expect(JSON.stringify(trail)).not.toContain('coming');
    chat.dispose();
  });

  it('an edit save: one action per changed field among title, description and address', async () => {
    const w = await operator();
    const incident = (await w.store.list('public')).find(isOpenLive)!;
    const editor = w.container.get(IncidentEditFlow);
    editor.start({ incident, settings: DEMO_TENANTS.find((t) => t.id === 'public')?.settings ?? null });
    editor.setTitle(`${incident.title ?? ''} (edited)`);
    await w.clock.advance(TIMINGS.autoSaveIdle);
    expect((await w.trail()).map((e) => e.action)).toEqual(['INCIDENT_EDIT_TITLE']);
    const [suggestion] = await editor.suggestAddresses('Rua Voluntários');
    expect((await editor.chooseAddress(suggestion!.id)).ok).toBe(true);
    editor.setDescription('Rewritten');
    expect((await editor.save()).ok).toBe(true);
    const trail = await w.trail();
    expect(trail.map((e) => e.action).sort()).toEqual(['INCIDENT_EDIT_ADDRESS', 'INCIDENT_EDIT_DESCRIPTION', 'INCIDENT_EDIT_TITLE']);
    expect(trail.every((e) => e.detail?.incidentId === incident.id)).toBe(true);
    // Saving again with nothing changed records nothing more.
    expect((await editor.save()).ok).toBe(true);
    expect(await w.trail()).toHaveLength(3);
    editor.dispose();
  });

  it('the caller never joined: INCIDENT_START_OVER', async () => {
    const w = await operator();
    const { incidentId } = await w.sent();
    await w.container.get(CallerNeverJoinedUseCase).execute({ incidentId });
    expect((await w.trail()).map((e) => [e.action, e.detail?.incidentId])).toEqual([
      ['INCIDENT_START_OVER', incidentId],
      ['SEND_LINK_NORMAL_SMS', incidentId],
    ]);
  });

  it('joining a live incident another operator held: TAKE_CONTROL_OF_EVENT; my own incident: nothing', async () => {
    const w = await operator();
    const theirs = (await w.store.list('public')).find((i) => isOpenLive(i) && String(i.activeOperator?.id ?? '') !== OPERATOR_ID)!;
    const factory = w.container.get(LiveSessionFactory);
    const session = factory.create({ incidentId: theirs.id });
    expect(session.ok && (await session.value.start()).ok).toBe(true);
    expect((await w.trail()).map((e) => [e.action, e.detail?.incidentId])).toEqual([['TAKE_CONTROL_OF_EVENT', theirs.id]]);
    if (session.ok) session.value.dispose();

    const { incidentId } = await w.sent();
    const mine = factory.create({ incidentId });
    expect(mine.ok && (await mine.value.start()).ok).toBe(true);
    expect((await w.trail()).map((e) => e.action)).toEqual(['SEND_LINK_NORMAL_SMS', 'TAKE_CONTROL_OF_EVENT']);
    if (mine.ok) mine.value.dispose();
  });

  it.each([
    ['scene.png', 'INCIDENT_ADD_PHOTO'],
    ['clip.mp4', 'SEND_ARCHIVE'],
  ])('adding %s to an incident: %s with the incident and media ids', async (fileName, action) => {
    const w = await operator();
    const incident = (await w.store.list('public')).find(isOpenLive)!;
    const result = await w.container.get(AddMediaUseCase).execute({ incidentId: incident.id!, file: new Blob(['bytes']), fileName });
    expect(result.ok).toBe(true);
    expect(await w.trail()).toEqual([
      expect.objectContaining({ action, detail: { incidentId: incident.id, mediaId: result.ok ? result.value.id : null } }),
    ]);
  });

  it('a refused recording is only logged: the action itself still succeeds', async () => {
    const w = await operator();
    const behaviour = w.container.get<UserBehaviourGateway>(UserBehaviourGateway);
    behaviour.record = () => Promise.reject(new Error('down'));
    const result = await w.container.get(SendLinkUseCase).execute({ channel: 'sms', phone: PHONE, form: FORM, settings: null });
    expect(result.ok).toBe(true);
    await w.clock.settle();
    expect(w.container.get<MemoryLogger>(Logger).entries).toContainEqual({
      level: 'warning',
      message: 'user behaviour could not be recorded',
      data: { action: 'SEND_LINK_NORMAL_SMS' },
    });
  });
});
