import { describe, expect, it } from 'vitest';
import { ChatSessionFlow, type ChatState } from '../../src/application/live/chat-session.flow';
import { ChatGateway } from '../../src/application/ports/chat-gateway.port';
import { Logger } from '../../src/application/ports/logger.port';
import type { FakeChatGateway } from '../../src/adapters/fake/chat-gateway.fake';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { CHAT_OPEN_LIMIT_MS, TIMINGS } from '../../src/domain/shared/constants';
import { incidentsWorld } from './incidents-support';

const INCIDENT = '100042';
const NAME = `${INCIDENT}_tenant_5`;
const OPERATOR = 'operator@tenant5.demo';

async function setup(latencyMs = 0) {
  const w = incidentsWorld({ latencyMs });
  await w.login('tenant_5');
  const chat = w.container.get(ChatSessionFlow);
  const states: ChatState[] = [];
  chat.onChange((s) => states.push(s));
  return {
    ...w,
    chat,
    states,
    rooms: w.container.get(ChatRooms),
    gateway: w.container.get<FakeChatGateway>(ChatGateway),
    logger: w.container.get<MemoryLogger>(Logger),
  };
}

describe('Chat (SPEC §2 chat panel, §5 send rules, §6 moderators, §8 join fallback, §9 chat open delay 1 s)', () => {
  it('joins as participant, opens the conversation exactly 1 s later with its history, then appends new messages', async () => {
    const { chat, rooms, gateway, clock } = await setup();
    rooms.callerSays(NAME, 'Help, there is smoke');
    expect(chat.state.phase).toBe('idle');
    void chat.start({ incidentId: INCIDENT, tenantId: 'tenant_5' });
    await clock.settle();
    expect(gateway.joinRequests).toEqual([{ conversationName: NAME, isModerator: false }]);
    expect(chat.state).toMatchObject({ phase: 'opening', conversationName: NAME, joinedAsModerator: false, messages: [] });
    await clock.advance(TIMINGS.chatOpenDelay - 1);
    expect(chat.state.phase).toBe('opening');
    await clock.advance(1);
    expect(chat.state.phase).toBe('open');
    expect(chat.state.messages.map((m) => [m.author, m.body])).toEqual([['caller', 'Help, there is smoke']]);
    rooms.callerSays(NAME, 'Second floor');
    expect(chat.state.messages.map((m) => m.body)).toEqual(['Help, there is smoke', 'Second floor']);
    expect(await chat.send('  We are coming  ')).toEqual({ ok: true, value: { delivered: true } });
    expect(chat.state.messages.map((m) => [m.author, m.body])).toEqual([
      ['caller', 'Help, there is smoke'],
      ['caller', 'Second floor'],
      [OPERATOR, 'We are coming'],
    ]);
    expect(rooms.conversation(NAME)?.participants).toEqual([{ identity: OPERATOR, isModerator: false, joinedAt: expect.any(Number) }]);
    chat.dispose();
  });

  it('falls back to joining as moderator when the participant join fails, and logs the failure', async () => {
    const { chat, rooms, gateway, clock, logger } = await setup();
    rooms.failNextJoins(1, 'participant');
    void chat.start({ incidentId: INCIDENT, tenantId: 'tenant_5' });
    await clock.advance(TIMINGS.chatOpenDelay);
    expect(gateway.joinRequests).toEqual([
      { conversationName: NAME, isModerator: false },
      { conversationName: NAME, isModerator: true },
    ]);
    expect(chat.state).toMatchObject({ phase: 'open', joinedAsModerator: true });
    expect(rooms.conversation(NAME)?.participants).toEqual([{ identity: OPERATOR, isModerator: true, joinedAt: expect.any(Number) }]);
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warning', message: 'chat: join as participant failed, joining as moderator' }),
    );
    chat.dispose();
  });

  it('when both joins fail the chat stays closed (logged only) and nothing is left running', async () => {
    const { chat, rooms, clock, logger } = await setup();
    rooms.failNextJoins(2, 'any');
    void chat.start({ incidentId: INCIDENT, tenantId: 'tenant_5' });
    await clock.advance(TIMINGS.chatOpenDelay * 2);
    expect(chat.state.phase).toBe('failed');
    expect(chat.isSendDisabled('hello')).toBe(true);
    expect(await chat.send('hello')).toEqual({ ok: false, error: { kind: 'disabled' } });
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', message: 'chat: could not join the conversation' }));
    expect(clock.pendingTimers()).toBe(0);
    chat.dispose();
  });

  it('an open failure is logged only', async () => {
    const { chat, rooms, clock, logger } = await setup();
    rooms.failNextOpens(1);
    void chat.start({ incidentId: INCIDENT, tenantId: 'tenant_5' });
    await clock.advance(TIMINGS.chatOpenDelay);
    expect(chat.state.phase).toBe('failed');
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', message: 'chat: could not open the conversation' }));
    chat.dispose();
  });

  it('no conversation name (bad incident id or tenant): failed, logged, nothing asked', async () => {
    const { chat, gateway, logger } = await setup();
    await chat.start({ incidentId: 'bad id!', tenantId: 'tenant_5' });
    expect(chat.state).toMatchObject({ phase: 'failed', conversationName: null });
    expect(gateway.joinRequests).toEqual([]);
    expect(logger.entries).toContainEqual(expect.objectContaining({ message: 'chat: no conversation name' }));
  });

  it('participants who join are promoted to moderators', async () => {
    const { chat, rooms, clock } = await setup();
    void chat.start({ incidentId: INCIDENT, tenantId: 'tenant_5' });
    await clock.advance(TIMINGS.chatOpenDelay);
    rooms.callerJoins(NAME, 'caller');
    await clock.settle();
    expect(rooms.conversation(NAME)?.participants.find((p) => p.identity === 'caller')).toMatchObject({ isModerator: true });
    chat.dispose();
  });

  it('send rules: blank, no open conversation, or a send in progress disable it; a failed send is logged and kept as failed', async () => {
    const { chat, rooms, clock, logger } = await setup(200);
    expect(chat.isSendDisabled('hi')).toBe(true); // no conversation yet
    void chat.start({ incidentId: INCIDENT, tenantId: 'tenant_5' });
    await clock.advance(200 * 2 + TIMINGS.chatOpenDelay + 200 * 2);
    expect(chat.state.phase).toBe('open');
    expect(chat.isSendDisabled('hi')).toBe(false);
    for (const blank of ['', '   ', '\u200B', '\n\t']) expect(chat.isSendDisabled(blank)).toBe(true);
    expect(await chat.send('   ')).toEqual({ ok: false, error: { kind: 'disabled' } });

    const first = chat.send('one');
    expect(chat.state.sending).toBe(true);
    expect(chat.isSendDisabled('two')).toBe(true);
    expect(await chat.send('two')).toEqual({ ok: false, error: { kind: 'disabled' } });
    await clock.advance(200);
    expect(await first).toEqual({ ok: true, value: { delivered: true } });
    expect(chat.state.sending).toBe(false);

    rooms.failNextSends(1);
    const failed = chat.send('three');
    await clock.advance(200);
    expect(await failed).toEqual({ ok: true, value: { delivered: false } });
    expect(chat.state.sending).toBe(false);
    expect(chat.state.outbox).toEqual([expect.objectContaining({ body: 'three', delivery: 'failed' })]);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', message: 'chat: could not send the message' }));
    expect(rooms.conversation(NAME)?.messages.map((m) => m.body)).toEqual(['one']);
    chat.dispose();
    await clock.advance(1_000);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('dispose during the open delay cancels the open: no timer, no listener, nothing opened', async () => {
    const { chat, rooms, clock, states } = await setup();
    const started = chat.start({ incidentId: INCIDENT, tenantId: 'tenant_5' });
    await clock.settle();
    expect(chat.state.phase).toBe('opening');
    chat.dispose();
    await started;
    expect(clock.pendingTimers()).toBe(0);
    expect(chat.listenerCount()).toBe(0);
    expect(rooms.listenerCount()).toBe(0);
    expect(chat.state.phase).toBe('disposed');
    expect(states.map((s) => s.phase)).toEqual(['joining', 'opening']);
  });

  it('dispose when open leaves the conversation and unsubscribes everything', async () => {
    const { chat, rooms, clock } = await setup();
    void chat.start({ incidentId: INCIDENT, tenantId: 'tenant_5' });
    await clock.advance(TIMINGS.chatOpenDelay);
    expect(rooms.listenerCount()).toBe(2);
    chat.dispose();
    await clock.settle();
    expect(rooms.listenerCount()).toBe(0);
    expect(rooms.conversation(NAME)?.participants).toEqual([]);
    rooms.callerSays(NAME, 'anyone?');
    expect(chat.state.messages).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('a conversation opened after dispose (slow server) is left at once', async () => {
    const { chat, rooms, clock } = await setup(500);
    void chat.start({ incidentId: INCIDENT, tenantId: 'tenant_5' });
    await clock.advance(500 * 2 + TIMINGS.chatOpenDelay + 100); // open() is on its way
    chat.dispose();
    await clock.advance(2_000);
    expect(rooms.listenerCount()).toBe(0);
    expect(rooms.conversation(NAME)?.participants).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('Chat that never answers (the console limit CHAT_OPEN_LIMIT_MS)', () => {
  it('fails when the conversation is not open in time, logs it, releases a late answer, and leaves no timer', async () => {
    const { chat, gateway, clock, logger, rooms } = await setup();
    const open = gateway.open.bind(gateway);
    let answer: (() => void) | null = null;
    gateway.open = (token, name) => new Promise((resolve) => (answer = () => void open(token, name).then(resolve)));
    void chat.start({ incidentId: INCIDENT, tenantId: 'tenant_5' });
    await clock.advance(CHAT_OPEN_LIMIT_MS - 1);
    expect(chat.state.phase).toBe('opening');
    await clock.advance(1);
    expect(chat.state.phase).toBe('failed');
    expect(logger.entries.some((e) => e.message === 'chat: the conversation did not open in time')).toBe(true);
    answer!();
    await clock.settle();
    expect(chat.state.phase).toBe('failed');
    expect(rooms.conversation(NAME)?.participants ?? []).toEqual([]);
    chat.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('clears the limit once open: nothing fires later', async () => {
    const { chat, clock } = await setup();
    void chat.start({ incidentId: INCIDENT, tenantId: 'tenant_5' });
    await clock.advance(TIMINGS.chatOpenDelay);
    expect(chat.state.phase).toBe('open');
    await clock.advance(CHAT_OPEN_LIMIT_MS);
    expect(chat.state.phase).toBe('open');
    chat.dispose();
  });
});

describe("Who writes in a call's chat (SPEC §2, §6: whoever may run the call, domain callCommandsAllowed)", () => {
  const NOPERM = 'noperm@tenant5.demo';

  /** A seeded incident of tenant_5 whose call another operator runs, and a new one the user made (their own call). */
  async function calls(w: Awaited<ReturnType<typeof setup>>, email: string) {
    const all = await w.store.list('tenant_5');
    const others = all.find((i) => i.activeOperator?.id && ![NOPERM, 'super@tenant5.demo'].includes(i.activeOperator.email ?? ''));
    const creator = w.world.accounts.find((a) => a.email === email)!;
    const input = {
      title: 'Smoke',
      description: '',
      address: 'Calle Madero 1',
      city: 'Ciudad de México',
      latitude: 19.43,
      longitude: -99.13,
    };
    const payload = { input: { ...input, sendToPhone: '+525512345678', incidentsCategoryId: 14, status: 'DRAFT' }, operatorIps: [] };
    const own = await w.store.create('tenant_5', payload, creator);
    if (!others) throw new Error("no seeded incident of another operator's");
    return { others: others.id, own: own.id };
  }

  async function openAs(email: string, pick: (ids: { others: string; own: string }) => string) {
    const w = await setup();
    await w.login('tenant_5', email);
    const incidentId = pick(await calls(w, email));
    const name = `${incidentId}_tenant_5`;
    w.rooms.callerSays(name, 'Can anyone hear me?');
    void w.chat.start({ incidentId, tenantId: 'tenant_5' });
    await w.clock.advance(TIMINGS.chatOpenDelay + 500);
    expect(w.chat.state.phase).toBe('open');
    return { ...w, name };
  }

  it("a user who may only view the incident reads another operator's call: nothing they write goes out", async () => {
    const { chat, rooms, name } = await openAs(NOPERM, (ids) => ids.others);
    expect(chat.state.mayWrite).toBe(false);
    expect(chat.state.callEnded).toBe(false);
    expect(chat.state.messages.map((m) => m.body)).toEqual(['Can anyone hear me?']);
    expect(chat.isSendDisabled('We are coming')).toBe(true);
    expect(await chat.send('We are coming')).toEqual({ ok: false, error: { kind: 'disabled' } });
    expect(chat.state.outbox).toEqual([]);
    expect(rooms.conversation(name)?.messages.map((m) => m.body)).toEqual(['Can anyone hear me?']);
    chat.dispose();
  });

  it('the same user writes in a call of their own; a super user, who may edit, writes in another operator’s', async () => {
    const own = await openAs(NOPERM, (ids) => ids.own);
    expect(own.chat.state.mayWrite).toBe(true);
    expect(await own.chat.send('We are coming')).toEqual({ ok: true, value: { delivered: true } });
    own.chat.dispose();

    const editor = await openAs('super@tenant5.demo', (ids) => ids.others);
    expect(editor.chat.state.mayWrite).toBe(true);
    expect(await editor.chat.send('I am taking this one')).toEqual({ ok: true, value: { delivered: true } });
    editor.chat.dispose();
  });
});
