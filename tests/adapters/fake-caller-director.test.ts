import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import type { LiveSessionOutcome } from '../../src/application/live/live-session.state';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { FileScenarioCatalog } from '../../src/adapters/fake/simulation/scenario-catalog';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import type { CallerMediaFactory } from '../../src/adapters/fake/simulation/caller-media-factory';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import { PreferencesStore } from '../../src/application/preferences/preferences.store';
import { chatConversationName } from '../../src/domain/sharing/chat-conversation';
import { createContainer } from '../../src/composition/create-container';

const dir = path.resolve(import.meta.dirname, '../../scenarios');
const files = Object.fromEntries(
  readdirSync(dir).map((f) => [`/scenarios/${f}`, JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown]),
);
const drill = { name: 'Trainer drill', steps: [{ at: 1, action: 'status', status: 'read' }], onLink: { sms: 'delivered' } };

async function setup(trainer: string | null = null, media: CallerMediaFactory | null = null) {
  const clock = new VirtualClock();
  const catalog = new FileScenarioCatalog({ ...files, '/scenarios/trainer-drill.json': drill });
  const container = createContainer('fake', { bindings: [[Clock, clock]], simulation: { catalog, media, trainerScenario: () => trainer } });
  await container.get(LoginUseCase).execute({ email: 'admin@public.demo', password: 'demo1234', tenant: 'public' });
  const send = (number: string, channel: 'sms' | 'whatsapp' = 'sms') =>
    container.get(SendLinkUseCase).execute({
      channel,
      phone: { prefix: '+55', number },
      form: { title: 'Test', address: 'Rua A, 1', description: 'Test incident' },
      settings: null,
    });
  return { clock, container, send, board: container.get(MessageBoard), director: container.get(CallerDirector), catalog };
}

describe('the simulated caller (CallerDirector) and its scenario catalog', () => {
  it('loads every built-in file and finds one for each last digit', async () => {
    const { catalog } = await setup();
    expect(catalog.problems).toEqual([]);
    expect(catalog.forDigit('6')?.name).toBe('SMS delivery fails');
    expect(catalog.named('trainer-drill')?.name).toBe('Trainer drill');
    expect(catalog.named('../etc/passwd')).toBeNull();
  });

  it("answers a link by the phone's last digit: ...6 makes the SMS fail (SPEC §8)", async () => {
    const { send } = await setup();
    const result = await send('21987654326');
    expect(result).toMatchObject({ ok: false, error: { kind: 'send-failed', key: 'incidents.create.sms_failed_sent' } });
  });

  it('plays the cooperative caller (...1) on the clock: the status becomes read at 4 s', async () => {
    const { send, board, clock, director } = await setup();
    const result = await send('21987654321');
    if (!result.ok) throw new Error('send failed');
    await clock.advance(3_999);
    expect(board.records(result.value.incidentId)[0]?.status).toBe('delivered');
    await clock.advance(1);
    expect(board.records(result.value.incidentId)[0]?.status).toBe('read');
    director.dispose();
    await clock.advance(600_000);
    expect(clock.pendingTimers()).toBe(0);
  });

  it("uses the trainer's named scenario instead of the last digit", async () => {
    const { send } = await setup('trainer-drill');
    const result = await send('21987654326');
    expect(result).toMatchObject({ ok: true, value: { status: 'delivered' } });
  });

  it('injects an errorRate fault on the named port and removes it on dispose', async () => {
    const { send, container, clock, director } = await setup();
    director.attach({
      name: 'Faulty',
      description: '',
      onLink: { sms: 'sent', whatsapp: 'sent' },
      caller: { name: 'X' },
      steps: [],
      chatReplies: [],
      faults: [{ kind: 'errorRate', port: 'IncidentsGateway', rate: 1, mode: 'failBefore' }],
      operator: { channel: 'sms', steps: [] },
      expect: [],
    });
    const result = await send('21987654321');
    if (!result.ok) throw new Error('send failed');
    const incidents = container.get<{ getIncidentById(id: string): Promise<unknown> }>(IncidentsGateway);
    await expect(incidents.getIncidentById(result.value.incidentId)).rejects.toMatchObject({ kind: 'server', status: 503 });
    director.dispose();
    await expect(incidents.getIncidentById(result.value.incidentId)).resolves.toMatchObject({ id: result.value.incidentId });
    await clock.advance(1000);
  });

  it("anotherOperatorJoined: the console's live session ends with already_joined until the call ends (SPEC §7, §8)", async () => {
    const { send, container, clock, director, catalog } = await setup();
    const scenario = catalog.named('another-operator-watching');
    if (!scenario) throw new Error(catalog.problems.join('\n') || 'another-operator-watching.json is missing');
    director.attach(scenario);
    const result = await send('21987654321');
    if (!result.ok) throw new Error('send failed');
    const { incidentId } = result.value;
    await clock.advance(0);

    const watch = async () => {
      const live = container.get(LiveSessionFactory).create({ incidentId });
      if (!live.ok) throw new Error('no live session');
      const outcomes: LiveSessionOutcome[] = [];
      const warnings: string[] = [];
      live.value.onEvent((event) => {
        if (event.type === 'ended') outcomes.push(event.outcome);
        if (event.type === 'warning') warnings.push(event.key);
      });
      void live.value.start();
      await clock.advance(3_000);
      return { session: live.value, outcomes, warnings };
    };

    const first = await watch();
    expect(first.outcomes).toEqual([{ kind: 'already_joined' }]);
    expect(first.warnings).toEqual(['live.already_joined']);
    expect(first.session.state.phase).toBe('ended');
    first.session.dispose();

    // Once the call is over the other operator's hold is gone: the console joins again.
    director.dispose();
    const again = await watch();
    expect(again.outcomes).toEqual([]);
    expect(again.session.state.phase).toBe('live');
    expect(container.get(LiveHub).socketsWatching(incidentId)).not.toHaveLength(0);
    again.session.dispose();
    await clock.advance(600_000);
  });

  it("a step waits for the one before it: the caller's media taking 1.5 s to start does not lose the publish 1 s after the join", async () => {
    let clockRef: VirtualClock | null = null;
    const slowMedia: CallerMediaFactory = {
      create: () =>
        new Promise((resolve) => {
          clockRef?.setTimeout(() => resolve({ mediaSource: 'canvas-stream', stop: () => undefined }), 1_500);
        }),
    };
    const { send, clock, container, director } = await setup(null, slowMedia);
    clockRef = clock;
    const result = await send('21987654321');
    if (!result.ok) throw new Error('send failed');
    const channel = `incident-${result.value.incidentId}`;
    const hub = container.get(LiveHub);
    await clock.advance(11_400);
    expect(hub.remoteUsers(channel)).toEqual([]);
    await clock.advance(100);
    const caller = hub.remoteUsers(channel)[0];
    expect(caller?.mediaSource).toBe('canvas-stream');
    expect([...(caller?.tracks ?? [])].sort()).toEqual(['audio', 'video']);
    director.dispose();
    await clock.advance(600_000);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('a tokenExpiry fault makes the next call answer 401', async () => {
    const { container } = await setup();
    const world = container.get(DemoWorld);
    world.expireTokens();
    expect(() => world.caller()).toThrow(expect.objectContaining({ kind: 'unauthorized' }));
  });
});

describe('the simulated caller speaks the console language', () => {
  it.each([
    ['en', 'Hello, I am at the corner, can you see me?'],
    ['pt', 'Olá, estou na esquina, você consegue me ver?'],
    ['es', 'Hola, estoy en la esquina, ¿me puede ver?'],
  ])('a console in %s: the cooperative caller (...1) writes in it', async (language, expected) => {
    const { send, clock, container, director } = await setup();
    container.get(PreferencesStore).setLanguage(language);
    const result = await send('21987654321');
    if (!result.ok) throw new Error('send failed');
    await clock.advance(21_000);
    const room = container.get(ChatRooms).conversation(chatConversationName(result.value.incidentId, 'public')!);
    expect(room?.messages.map((m) => m.body)).toContain(expected);
    director.dispose();
  });
});
