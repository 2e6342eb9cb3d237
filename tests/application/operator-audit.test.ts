import { describe, expect, it } from 'vitest';
import { AddMediaUseCase } from '../../src/application/incidents/add-media.use-case';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
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
import { RecordIncidentExportUseCase } from '../../src/application/incidents/record-incident-export.use-case';
import { ResendLinkUseCase } from '../../src/application/live/resend-link.use-case';
import { isOpenLive, type Incident } from '../../src/domain/incident/incident';
import { AUDIT_ACTIONS, TIMINGS, type AuditAction } from '../../src/domain/shared/constants';
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

/** Signed in as the public tenant's operator, with what the audit trail holds since then (or since `mark()`), newest first. */
async function operator() {
  const w = incidentsWorld();
  await w.login('public');
  const behaviour = w.container.get<UserBehaviourGateway>(UserBehaviourGateway);
  const since = w.clock.now();
  let before = 0;
  const all = async (): Promise<UserBehaviourEntry[]> => {
    await w.clock.settle();
    const entries = await behaviour.list({ start: new Date(since).toISOString(), end: new Date(w.clock.now() + 1).toISOString() });
    return [...entries];
  };
  const trail = async (): Promise<UserBehaviourEntry[]> => {
    const entries = await all();
    return entries.slice(0, entries.length - before);
  };
  /** What is recorded until now (a row's setup) is left out of the trail from here on. */
  const mark = async (): Promise<void> => {
    before = (await all()).length;
  };
  const sent = async () => {
    const result = await w.container.get(SendLinkUseCase).execute({ channel: 'sms', phone: PHONE, form: FORM, settings: null });
    if (!result.ok) throw new Error('send failed');
    return result.value;
  };
  return { ...w, trail, mark, sent };
}

/** Ids only: no phone number or email reaches the trail. */
function expectIdsOnly(entries: readonly UserBehaviourEntry[]) {
  const text = JSON.stringify(entries);
  expect(text).not.toMatch(/@|21911112222|\+55/);
}

type World = Awaited<ReturnType<typeof operator>>;
type Page = 'live' | 'view' | 'live, view';

/**
 * One operator action of the live page or the incident view: the control the operator uses, the use case or flow its
 * view model calls, and the SPEC §3 audit record it leaves. `perform` does it (after any setup of its own) and gives
 * back the record's whole detail (nothing more: a chat message's text or a phone number in it fails the row).
 */
interface AuditedAction {
  readonly page: Page;
  readonly control: string;
  readonly audit: AuditAction;
  readonly perform: (w: World) => Promise<Readonly<Record<string, unknown>>>;
}

/** A live incident of the public tenant (its link sent by this operator), its setup's records left out. */
async function sentIncident(w: World): Promise<Incident> {
  const { incident } = await w.sent();
  await w.mark();
  return incident;
}

const share = (mode: ShareInput['mode'], channel: 'sms' | 'whatsapp') => async (w: World) => {
  const incident = await sentIncident(w);
  const input = { mode, channel, phone: PHONE, incident, shareLocationPreference: null } as ShareInput;
  expect((await w.container.get(ShareUseCase).execute(input)).ok).toBe(true);
  return { incidentId: incident.id };
};

const sendLink = (channel: 'sms' | 'whatsapp') => async (w: World) => {
  const result = await w.container.get(SendLinkUseCase).execute({ channel, phone: PHONE, form: FORM, settings: null });
  if (!result.ok) throw new Error('send failed');
  return { incidentId: result.value.incidentId };
};

const resend = (channel: 'sms' | 'whatsapp') => async (w: World) => {
  const incident = await sentIncident(w);
  expect((await w.container.get(ResendLinkUseCase).execute({ incident, channel })).ok).toBe(true);
  return { incidentId: incident.id };
};

const edit = (field: 'title' | 'description' | 'address') => async (w: World) => {
  const incident = (await w.store.list('public')).find(isOpenLive)!;
  const editor = w.container.get(IncidentEditFlow);
  editor.start({ incident, settings: DEMO_TENANTS.find((t) => t.id === 'public')?.settings ?? null });
  if (field === 'title') editor.setTitle(`${incident.title ?? ''} (edited)`);
  if (field === 'description') editor.setDescription('Rewritten');
  if (field === 'address') {
    const addresses = w.container.get(AddressSuggestionsFlow);
    const [suggestion] = (await addresses.suggest('Rua Voluntários')) ?? [];
    expect(editor.chooseAddress((await addresses.choose(suggestion!.id))!).ok).toBe(true);
  }
  expect((await editor.save()).ok).toBe(true);
  editor.dispose();
  return { incidentId: incident.id };
};

const addMedia = (fileName: string) => async (w: World) => {
  const incident = (await w.store.list('public')).find(isOpenLive)!;
  const result = await w.container.get(AddMediaUseCase).execute({ incidentId: incident.id!, file: new Blob(['bytes']), fileName });
  if (!result.ok) throw new Error('upload failed');
  return { incidentId: incident.id, mediaId: result.value.id };
};

/** SPEC §3 audit actions performed on the live page ({tenant}/incident/live[/{id}]) and the incident view. */
const AUDITED: readonly AuditedAction[] = [
  { page: 'live', control: 'create mode: Send SMS (SendLinkUseCase)', audit: 'SEND_LINK_NORMAL_SMS', perform: sendLink('sms') },
  { page: 'live', control: 'create mode: Send WhatsApp (SendLinkUseCase)', audit: 'SEND_LINK_NORMAL_WPP', perform: sendLink('whatsapp') },
  {
    page: 'live',
    control: 'call state: resend the link by SMS (ResendLinkUseCase)',
    audit: 'SEND_LINK_NORMAL_SMS',
    perform: resend('sms'),
  },
  {
    page: 'live',
    control: 'call state: resend the link by WhatsApp (ResendLinkUseCase)',
    audit: 'SEND_LINK_NORMAL_WPP',
    perform: resend('whatsapp'),
  },
  {
    page: 'live',
    control: 'share: new broadcast by WhatsApp (ShareUseCase)',
    audit: 'SEND_LINK_NORMAL_WPP',
    perform: share('newBroadcast', 'whatsapp'),
  },
  {
    page: 'live',
    control: 'share: invitation by SMS (ShareUseCase)',
    audit: 'SEND_LINK_SHARE_SMS',
    perform: share('shareInvitation', 'sms'),
  },
  {
    page: 'live',
    control: 'share: invitation by WhatsApp (ShareUseCase)',
    audit: 'SEND_LINK_SHARE_WPP',
    perform: share('shareInvitation', 'whatsapp'),
  },
  { page: 'live', control: 'share: collab broadcast (ShareUseCase)', audit: 'SEND_LINK_COLLAB', perform: share('collabBroadcast', 'sms') },
  { page: 'live', control: 'share: send address (ShareUseCase)', audit: 'SHARE_EVENT', perform: share('sendAddress', 'sms') },
  {
    page: 'live',
    control: 'the caller never joined: the incident starts over (CallerNeverJoinedUseCase)',
    audit: 'INCIDENT_START_OVER',
    perform: async (w) => {
      const { incidentId } = await w.sent();
      await w.mark();
      await w.container.get(CallerNeverJoinedUseCase).execute({ incidentId });
      return { incidentId };
    },
  },
  {
    page: 'live',
    control: 'joining a live incident another operator held (LiveSessionFactory)',
    audit: 'TAKE_CONTROL_OF_EVENT',
    perform: async (w) => {
      const theirs = (await w.store.list('public')).find((i) => isOpenLive(i) && String(i.activeOperator?.id ?? '') !== OPERATOR_ID)!;
      const session = w.container.get(LiveSessionFactory).create({ incidentId: theirs.id });
      expect(session.ok && (await session.value.start()).ok).toBe(true);
      if (session.ok) session.value.dispose();
      return { incidentId: theirs.id };
    },
  },
  {
    page: 'live, view',
    control: 'chat panel: Send message (ChatSessionFlow)',
    audit: 'SEND_CHAT_MESSAGE',
    perform: async (w) => {
      const chat = w.container.get(ChatSessionFlow);
      void chat.start({ incidentId: '100042', tenantId: 'public' });
      await w.clock.advance(TIMINGS.chatOpenDelay);
      expect((await chat.send('We are coming')).ok).toBe(true);
      chat.dispose();
      return { conversation: '100042_public' };
    },
  },
  { page: 'live, view', control: 'edit form: the title saved (IncidentEditFlow)', audit: 'INCIDENT_EDIT_TITLE', perform: edit('title') },
  {
    page: 'live, view',
    control: 'edit form: the description saved (IncidentEditFlow)',
    audit: 'INCIDENT_EDIT_DESCRIPTION',
    perform: edit('description'),
  },
  {
    page: 'live, view',
    control: 'edit form: an address chosen and saved (IncidentEditFlow)',
    audit: 'INCIDENT_EDIT_ADDRESS',
    perform: edit('address'),
  },
  {
    page: 'live, view',
    control: 'media carousel: a photo added (AddMediaUseCase)',
    audit: 'INCIDENT_ADD_PHOTO',
    perform: addMedia('scene.png'),
  },
  { page: 'live, view', control: 'media carousel: a video added (AddMediaUseCase)', audit: 'SEND_ARCHIVE', perform: addMedia('clip.mp4') },
  {
    page: 'view',
    control: 'Export PDF: the file handed to the operator (RecordIncidentExportUseCase)',
    audit: 'SEND_ARCHIVE',
    perform: async (w) => {
      await w.container.get(RecordIncidentExportUseCase).execute({ incidentId: '100131' });
      return { incidentId: '100131', format: 'pdf' };
    },
  },
];

/** SPEC §3 audit actions no control of these two pages performs, and where they are recorded instead. */
const ELSEWHERE: Readonly<Partial<Record<AuditAction, string>>> = {
  SELECT_INCIDENT_FROM_MAP: 'the incidents map (admin)',
  CREATE_USER: 'users (admin)',
  DELETE_USER: 'users (admin)',
  EDIT_USER: 'users (admin)',
  EDIT_USER_PASSWORD: 'users (admin)',
  ROLE_ADD: 'roles (admin)',
  ROLE_ADD_USER: 'roles (admin)',
  ROLE_REMOVE_USER: 'roles (admin)',
  PERMISSION_ADD: 'permissions (admin)',
  ROLE_PERMISSION_ADD: 'roles (admin)',
  ROLE_PERMISSION_REMOVE: 'roles (admin)',
};

describe('SPEC §3 audit actions of the live page and the incident view: each one in the table below', () => {
  it('every SPEC §3 action is either performed by a row of the table or named as recorded elsewhere, never both', () => {
    const performed = new Set(AUDITED.map((row) => row.audit));
    for (const action of AUDIT_ACTIONS) expect.soft([action, performed.has(action) !== action in ELSEWHERE]).toEqual([action, true]);
    expect(Object.keys(ELSEWHERE).every((action) => (AUDIT_ACTIONS as readonly string[]).includes(action))).toBe(true);
  });

  it.each(AUDITED.map((row) => [row.page, row.control, row.audit, row] as const))(
    '%s page, %s: %s, once, with the operator and ids only',
    async (_page, _control, audit, row) => {
      const w = await operator();
      const detail = await row.perform(w);
      const trail = await w.trail();
      expect(trail).toEqual([{ action: audit, at: expect.any(String), userId: OPERATOR_ID, detail }]);
      expectIdsOnly(trail);
    },
  );
});

describe('operator audit actions (SPEC §3): what is not recorded, and when recording fails', () => {
  it('a send link that failed records nothing', async () => {
    const w = await operator();
    const result = await w.container
      .get(SendLinkUseCase)
      .execute({ channel: 'sms', phone: PHONE, form: { ...FORM, title: '' }, settings: null });
    expect(result.ok).toBe(false);
    expect(await w.trail()).toEqual([]);
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

  it('an edit save: one action per changed field among title, description and address', async () => {
    const w = await operator();
    const incident = (await w.store.list('public')).find(isOpenLive)!;
    const editor = w.container.get(IncidentEditFlow);
    editor.start({ incident, settings: DEMO_TENANTS.find((t) => t.id === 'public')?.settings ?? null });
    editor.setTitle(`${incident.title ?? ''} (edited)`);
    await w.clock.advance(TIMINGS.autoSaveIdle);
    expect((await w.trail()).map((e) => e.action)).toEqual(['INCIDENT_EDIT_TITLE']);
    const addresses = w.container.get(AddressSuggestionsFlow);
    const [suggestion] = (await addresses.suggest('Rua Voluntários')) ?? [];
    expect(editor.chooseAddress((await addresses.choose(suggestion!.id))!).ok).toBe(true);
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
