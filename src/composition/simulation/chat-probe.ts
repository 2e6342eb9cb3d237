/**
 * Chat probe: operators write to a caller while the chat's connection drops, reconnects, refuses a send or the page
 * is closed and opened again, then counts the messages the conversation does not hold exactly once and in order.
 *
 * Headless, in virtual time, on a shared demo world (shared-world.ts): each page is a ChatSessionFlow of a desk; a
 * closed page is a disposed flow (it sends nothing more) and the page opened again is another tab of the same
 * browser (the same local storage). The bench figure "multi-operator" prints the total as `chat messages lost`.
 */
import { ChatSessionFlow } from '../../application/live/chat-session.flow';
import { ChatRooms } from '../../adapters/fake/demo-world/chat-rooms';
import { isOpenLive } from '../../domain/incident/incident';
import { TIMINGS } from '../../domain/shared/constants';
import { chatConversationName } from '../../domain/sharing/chat-conversation';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { sharedWorld, type Desk, type SharedWorld } from './shared-world';

const TENANT = 'public';

interface ChatCase {
  readonly name: string;
  /** Plays the case; answers what was sent, in the order the operators sent it, per author. */
  play(bench: ChatBench): Promise<void>;
}

/** One shared world with a live incident's conversation and what the operators meant to send. */
export class ChatBench {
  readonly sent = new Map<string, string[]>();

  private constructor(
    readonly shared: SharedWorld,
    readonly incidentId: string,
    readonly conversation: string,
  ) {}

  static async create(latencyMs = 0): Promise<ChatBench> {
    const shared = sharedWorld({ config: { demoLatencyMs: latencyMs } });
    const incident = (await shared.store.list(TENANT)).find(isOpenLive);
    const conversation = incident?.id === undefined ? null : chatConversationName(incident.id, TENANT);
    if (!incident?.id || !conversation) throw new Error('the demo world has no live incident');
    return new ChatBench(shared, String(incident.id), conversation);
  }

  get rooms(): ChatRooms {
    return ChatRooms.of(this.shared.world);
  }

  /** A desk signed in as that demo account of the public tenant. */
  desk(email: string, browserOf: Desk | null = null): Desk {
    const desk = browserOf ? this.shared.tabOf(browserOf) : this.shared.operator();
    if (!browserOf) desk.signIn(email, TENANT);
    return desk;
  }

  /** The desk's chat panel opened on the incident, once it is open. */
  async open(desk: Desk): Promise<ChatSessionFlow> {
    await desk.started();
    const chat = desk.get(ChatSessionFlow);
    void chat.start({ incidentId: this.incidentId, tenantId: TENANT });
    await this.shared.clock.advance(TIMINGS.chatOpenDelay + 1_000);
    return chat;
  }

  /**
   * The operator sends (as `email`); the message counts among what must arrive. Answers once the chat took it,
   * `afterMs` of virtual time later (a send goes through the demo's latency).
   */
  async send(chat: ChatSessionFlow, email: string, body: string, afterMs = 1_000): Promise<void> {
    this.sent.set(email, [...(this.sent.get(email) ?? []), body]);
    const taken = chat.send(body);
    await this.shared.clock.advance(afterMs);
    const result = await taken;
    if (!result.ok) throw new Error(`the chat refused to take "${body}"`);
  }

  async settle(ms = 5_000): Promise<void> {
    await this.shared.clock.advance(ms);
  }

  /** What was sent while the chat was down settles; the chat comes back, and what it holds then settles too. */
  async chatBack(): Promise<void> {
    await this.settle();
    this.shared.world.chatUp();
    await this.settle();
  }

  /**
   * Messages not held exactly once, plus each author's messages out of order (a later one before an earlier one
   * counts one).
   */
  lost(): number {
    const held = this.rooms.conversation(this.conversation)?.messages ?? [];
    let lost = 0;
    for (const [author, bodies] of this.sent) {
      const mine = held.filter((m) => m.author === author).map((m) => m.body);
      for (const body of bodies) if (mine.filter((b) => b === body).length !== 1) lost += 1;
      const order = mine.filter((b) => bodies.includes(b));
      order.forEach((body, index) => {
        if (index > 0 && bodies.indexOf(body) < bodies.indexOf(order[index - 1] ?? '')) lost += 1;
      });
    }
    return lost;
  }
}

const OPERATOR = 'operator@public.demo';
const ADMIN = 'admin@public.demo';

export const CHAT_CASES: readonly ChatCase[] = [
  {
    name: 'three messages sent while the chat is offline, then it comes back',
    async play(bench) {
      const chat = await bench.open(bench.desk(OPERATOR));
      bench.shared.world.chatDown();
      for (const body of ['Are you safe?', 'Stay where you are', 'Help is on the way']) await bench.send(chat, OPERATOR, body);
      await bench.chatBack();
      chat.dispose();
    },
  },
  {
    name: 'sent while the chat reconnects, the page closed, opened again',
    async play(bench) {
      const desk = bench.desk(OPERATOR);
      const chat = await bench.open(desk);
      bench.shared.world.chatReconnecting();
      await bench.send(chat, OPERATOR, 'Is anyone hurt?');
      await bench.send(chat, OPERATOR, 'Do not move them');
      chat.dispose();
      bench.shared.world.chatUp();
      const again = await bench.open(bench.desk(OPERATOR, desk));
      await bench.settle();
      again.dispose();
    },
  },
  {
    name: 'the connection drops while a message is on its way',
    async play(bench) {
      const chat = await bench.open(bench.desk(OPERATOR));
      const sending = bench.send(chat, OPERATOR, 'Which floor are you on?', 300);
      await bench.shared.clock.advance(100);
      bench.shared.world.chatDown();
      await sending;
      await bench.send(chat, OPERATOR, 'Knock on the door');
      await bench.chatBack();
      chat.dispose();
    },
  },
  {
    name: 'a send the service refuses, then the operator retries it',
    async play(bench) {
      const chat = await bench.open(bench.desk(OPERATOR));
      bench.rooms.failNextSends(1);
      await bench.send(chat, OPERATOR, 'Can you open the window?');
      await bench.send(chat, OPERATOR, 'Cover your mouth');
      for (const item of chat.state.outbox) if (item.delivery === 'failed') chat.retry(item.id);
      await bench.settle();
      chat.dispose();
    },
  },
  {
    name: 'two operators on one incident write while the chat is offline',
    async play(bench) {
      const desks = [bench.desk(OPERATOR), bench.desk(ADMIN)];
      const [first, second] = await Promise.all(desks.map((desk) => bench.open(desk)));
      // Each console has its own connection to the chat service: both drop.
      const worlds = desks.map((desk) => desk.get<DemoWorld>(DemoWorld as unknown as symbol));
      for (const world of worlds) world.chatDown();
      await bench.send(first, OPERATOR, 'The ambulance is 5 minutes away');
      await bench.send(second, ADMIN, 'A supervisor is following your call');
      await bench.send(first, OPERATOR, 'Unlock the front door');
      for (const world of worlds) world.chatUp();
      await bench.settle();
      first.dispose();
      second.dispose();
    },
  },
  {
    name: 'two tabs of one operator hold the same queued messages when the chat comes back',
    async play(bench) {
      const desk = bench.desk(OPERATOR);
      const first = await bench.open(desk);
      const world = desk.get<DemoWorld>(DemoWorld as unknown as symbol);
      world.chatDown();
      await bench.send(first, OPERATOR, 'Turn off the gas');
      await bench.send(first, OPERATOR, 'Leave the door open');
      // A second tab of the same browser opens the incident: it finds the same messages waiting.
      const tab = bench.desk(OPERATOR, desk);
      const tabWorld = tab.get<DemoWorld>(DemoWorld as unknown as symbol);
      tabWorld.chatDown();
      const second = await bench.open(tab);
      // The connection comes back in both tabs at once.
      world.chatUp();
      tabWorld.chatUp();
      await bench.settle();
      first.dispose();
      second.dispose();
    },
  },
];

/** Plays every case on its own world (a latency of 200 ms, so a drop can land mid-send); lost messages per case. */
export async function chatProbe(): Promise<ReadonlyArray<readonly [string, number]>> {
  const results: (readonly [string, number])[] = [];
  for (const chatCase of CHAT_CASES) {
    const bench = await ChatBench.create(200);
    await chatCase.play(bench);
    results.push([chatCase.name, bench.lost()]);
  }
  return results;
}
