import { describe, expect, it } from 'vitest';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { ChatSessionFlow } from '../../src/application/live/chat-session.flow';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectedStep } from '../../src/adapters/fake/simulation/caller-director';
import { parseScenarioText } from '../../src/adapters/fake/simulation/scenario-schema';
import { ChatBench, chatProbe } from '../../src/composition/simulation/chat-probe';
import { formatTimeline, runScenario } from '../../src/composition/simulation/run-scenario';

const OPERATOR = 'operator@public.demo';

const roomBodies = (bench: ChatBench) => bench.rooms.conversation(bench.conversation)?.messages.map((m) => [m.author, m.body]) ?? [];
const outbox = (chat: ChatSessionFlow) => chat.state.outbox.map((item) => [item.body, item.delivery]);

describe('the chat keeps every message (outbox per account and conversation, sent in order when connected)', () => {
  it('shows the connection; messages sent while offline wait in the thread, then go out once and in order', async () => {
    const bench = await ChatBench.create(200);
    const desk = bench.desk(OPERATOR);
    const chat = desk.get(ChatSessionFlow);
    void chat.start({ incidentId: bench.incidentId, tenantId: 'public' });
    expect(chat.state.connection).toBe('connecting');
    await bench.settle(3_000);
    expect(chat.state).toMatchObject({ phase: 'open', connection: 'connected', identity: OPERATOR });

    bench.shared.world.chatDown();
    expect(chat.state.connection).toBe('offline');
    expect(chat.isSendDisabled('Are you safe?')).toBe(false);
    expect(await chat.send('Are you safe?')).toEqual({ ok: true, value: { delivered: false } });
    expect(await chat.send('Stay on the line')).toEqual({ ok: true, value: { delivered: false } });
    await bench.settle(60_000);
    expect(outbox(chat)).toEqual([
      ['Are you safe?', 'waiting'],
      ['Stay on the line', 'waiting'],
    ]);
    expect(roomBodies(bench)).toEqual([]);

    bench.shared.world.chatUp();
    expect(chat.state.connection).toBe('connected');
    expect(outbox(chat)).toEqual([
      ['Are you safe?', 'sending'],
      ['Stay on the line', 'waiting'],
    ]);
    await bench.settle(1_000);
    expect(outbox(chat)).toEqual([]);
    expect(roomBodies(bench)).toEqual([
      [OPERATOR, 'Are you safe?'],
      [OPERATOR, 'Stay on the line'],
    ]);
    expect(chat.state.messages.map((m) => m.body)).toEqual(['Are you safe?', 'Stay on the line']);
    chat.dispose();
  });

  it('a message refused while connected is failed and stops the queue; Retry sends it and the rest, in order', async () => {
    const bench = await ChatBench.create();
    const chat = await bench.open(bench.desk(OPERATOR));
    bench.rooms.failNextSends(1);
    await chat.send('First');
    await chat.send('Second');
    expect(outbox(chat)).toEqual([
      ['First', 'failed'],
      ['Second', 'waiting'],
    ]);
    const failed = chat.state.outbox[0];
    chat.retry(failed?.id ?? '');
    await bench.settle(100);
    expect(outbox(chat)).toEqual([]);
    expect(roomBodies(bench)).toEqual([
      [OPERATOR, 'First'],
      [OPERATOR, 'Second'],
    ]);
    chat.dispose();
  });

  it('sent while the chat reconnects, the page closed: the page opened again shows it waiting, then sends it once', async () => {
    const bench = await ChatBench.create();
    const desk = bench.desk(OPERATOR);
    const chat = await bench.open(desk);
    bench.shared.world.chatReconnecting();
    expect(chat.state.connection).toBe('connecting');
    await chat.send('Is anyone hurt?');
    await chat.send('Do not move them');
    chat.dispose();
    expect(roomBodies(bench)).toEqual([]);

    // The page opened again in the same browser, whose chat connection is still coming back.
    const reopenedDesk = bench.desk(OPERATOR, desk);
    await reopenedDesk.started();
    const reopenedWorld = reopenedDesk.get<DemoWorld>(DemoWorld as unknown as symbol);
    reopenedWorld.chatReconnecting();
    const reopened = reopenedDesk.get(ChatSessionFlow);
    void reopened.start({ incidentId: bench.incidentId, tenantId: 'public' });
    expect(outbox(reopened)).toEqual([
      ['Is anyone hurt?', 'waiting'],
      ['Do not move them', 'waiting'],
    ]);
    await bench.settle();
    expect(reopened.state.connection).toBe('connecting');
    expect(roomBodies(bench)).toEqual([]);
    reopenedWorld.chatUp();
    await bench.settle();
    expect(roomBodies(bench)).toEqual([
      [OPERATOR, 'Is anyone hurt?'],
      [OPERATOR, 'Do not move them'],
    ]);
    reopened.dispose();

    // Opened once more: nothing is sent twice.
    const third = await bench.open(bench.desk(OPERATOR, desk));
    await bench.settle();
    expect(outbox(third)).toEqual([]);
    expect(roomBodies(bench)).toHaveLength(2);
    third.dispose();
  });

  it('a kept message that reached the service before the page closed is not sent again', async () => {
    const bench = await ChatBench.create(200);
    const desk = bench.desk(OPERATOR);
    const chat = await bench.open(desk);
    void chat.send('On my way');
    await bench.shared.clock.advance(250);
    // The page closes with the service holding the message but before the send answered.
    chat.dispose();
    const reopened = await bench.open(bench.desk(OPERATOR, desk));
    await bench.settle();
    expect(outbox(reopened)).toEqual([]);
    expect(roomBodies(bench)).toEqual([[OPERATOR, 'On my way']]);
    reopened.dispose();
  });

  it('two tabs of one operator hold the same queued messages: when the chat comes back, one tab sends each once', async () => {
    const bench = await ChatBench.create(200);
    const desk = bench.desk(OPERATOR);
    const first = await bench.open(desk);
    const firstWorld = desk.get<DemoWorld>(DemoWorld as unknown as symbol);
    firstWorld.chatDown();
    await first.send('Turn off the gas');
    await first.send('Leave the door open');
    const tab = bench.desk(OPERATOR, desk);
    await tab.started();
    const tabWorld = tab.get<DemoWorld>(DemoWorld as unknown as symbol);
    tabWorld.chatDown();
    const second = await bench.open(tab);
    expect(outbox(second)).toEqual([
      ['Turn off the gas', 'waiting'],
      ['Leave the door open', 'waiting'],
    ]);

    firstWorld.chatUp();
    tabWorld.chatUp();
    await bench.settle();
    expect(roomBodies(bench)).toEqual([
      [OPERATOR, 'Turn off the gas'],
      [OPERATOR, 'Leave the door open'],
    ]);
    // Both threads show the messages as the service holds them, none still waiting.
    expect(outbox(first)).toEqual([]);
    expect(outbox(second)).toEqual([]);
    first.dispose();
    second.dispose();
  });

  it("the outbox is the account's: another account on the same browser does not see it, and logout removes it", async () => {
    const bench = await ChatBench.create();
    const desk = bench.desk(OPERATOR);
    const chat = await bench.open(desk);
    bench.shared.world.chatDown();
    await chat.send('Door code 4411');
    chat.keepDraft('Your neighbour');
    chat.dispose();
    expect(desk.local.get('chatOutbox')).toContain('Door code 4411');

    const other = bench.desk('admin@public.demo', desk);
    other.signIn('admin@public.demo', 'public');
    const theirs = other.get(ChatSessionFlow);
    void theirs.start({ incidentId: bench.incidentId, tenantId: 'public' });
    expect(theirs.state.outbox).toEqual([]);
    expect(theirs.keptDraft()).toBe('');
    theirs.dispose();

    await other.get(LogoutUseCase).execute();
    expect(desk.local.get('chatOutbox')).toBeNull();
  });

  it("scenario steps chatDown and chatUp drop the demo's chat connection and bring it back", async () => {
    const file = '1-cooperative-caller.json';
    const parsed = parseScenarioText(file, readFileSync(path.resolve(import.meta.dirname, '../../scenarios', file), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const step = (at: number, action: string): InjectedStep => ({ at, step: { action, at } as InjectedStep['step'] });
    const timeline = formatTimeline(await runScenario(parsed.scenario, { inject: [step(22, 'chatDown'), step(40, 'chatUp')] }));
    expect(timeline).toMatch(/00:22\.\d .*the chat's connection drops/);
    expect(timeline).toMatch(/00:40\.\d .*the chat's connection is back/);
  }, 60_000);

  it('probe: every case delivers each message exactly once and in order', async () => {
    const cases = await chatProbe();
    expect(cases.map(([, lost]) => lost)).toEqual(cases.map(() => 0));
    expect(cases).toHaveLength(6);
  }, 60_000);
});
