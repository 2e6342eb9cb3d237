import { LoginUseCase } from '../../application/auth/login.use-case';
import { MediaPollFlow } from '../../application/incidents/media-poll.flow';
import { ChatSessionFlow } from '../../application/live/chat-session.flow';
import type { LiveSessionFlow } from '../../application/live/live-session.flow';
import { LiveSessionFactory } from '../../application/live/live-session.factory';
import { LocationPollFlow } from '../../application/live/location-poll.flow';
import { MessageStatusPollFlow } from '../../application/live/message-status-poll.flow';
import { CallerNeverJoinedUseCase } from '../../application/live/caller-never-joined.use-case';
import { SendLinkUseCase } from '../../application/live/send-link.use-case';
import { Clock } from '../../application/ports/clock.port';
import type { Unsubscribe } from '../../application/ports/subscription';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { FileScenarioCatalog } from '../../adapters/fake/simulation/scenario-catalog';
import { scenarioEnd, type Scenario, type ScenarioExpectation } from '../../adapters/fake/simulation/scenario-schema';
import { CallerDirector } from '../../adapters/fake/simulation/caller-director';
import { VirtualClock } from '../../adapters/fake/virtual-clock.fake';
import { parsePhoneQuery } from '../../domain/phone/phone-number';
import { DEFAULT_MAP_CENTER } from '../../domain/shared/constants';
import { createContainer } from '../create-container';

export interface TimelineLine {
  /** Seconds since the operator sent the link. */
  readonly at: number;
  readonly actor: 'caller' | 'console' | 'operator' | 'check';
  readonly text: string;
}

export interface ScenarioReport {
  readonly scenario: string;
  readonly timeline: readonly TimelineLine[];
  readonly failures: readonly string[];
  /** Timers still scheduled after every flow was disposed (0 when nothing leaks). */
  readonly pendingTimers: number;
}

const OPERATOR = { email: 'admin@public.demo', password: 'demo1234', tenant: 'public' } as const;
const DEFAULT_PHONE = '+55 21 98765-4321';

/**
 * Runs a training scenario headless: the real use cases on the fake container, in virtual time. The operator signs
 * in, sends the link, and watches the live session, message status, media, location and chat exactly as the live
 * page does; the simulated caller plays the scenario. Returns the timeline and every unmet expectation.
 */
export async function runScenario(scenario: Scenario): Promise<ScenarioReport> {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]], simulation: { catalog: new FileScenarioCatalog({}) } });
  const timeline: TimelineLine[] = [];
  const cleanups: Unsubscribe[] = [];
  const disposables: { dispose(): void }[] = [];
  let linkSentAt = clock.now();
  const now = () => (clock.now() - linkSentAt) / 1000;
  const log = (actor: TimelineLine['actor'], text: string) => timeline.push({ at: now(), actor, text });

  // First moments each observable thing happened (seconds after the link was sent).
  const seen = {
    toasts: new Map<string, number>(),
    descriptions: new Map<string, number>(),
    sendFailed: null as string | null,
    streamShown: null as number | null,
    ended: new Map<string, number>(),
    mediaCounts: [] as Array<[number, number]>,
    pointCounts: [] as Array<[number, number]>,
    chatCounts: [] as Array<[number, number]>,
  };

  const director = container.get(CallerDirector);
  cleanups.push(director.onEvent((event) => timeline.push({ at: event.at, actor: 'caller', text: event.text })));

  const login = await container.get(LoginUseCase).execute(OPERATOR);
  if (!login.ok)
    return {
      scenario: scenario.name,
      timeline,
      failures: [`the operator could not sign in: ${JSON.stringify(login.error)}`],
      pendingTimers: clock.pendingTimers(),
    };

  const phone = parsePhoneQuery(scenario.operator.phone ?? DEFAULT_PHONE);
  if (!phone)
    return {
      scenario: scenario.name,
      timeline,
      failures: [`operator.phone is not a phone number: ${scenario.operator.phone}`],
      pendingTimers: 0,
    };

  // The demo world generates its incidents on first use (faker loads in real time): do it before time starts.
  const store = container.get(IncidentStore);
  await store.list(OPERATOR.tenant);

  director.attach(scenario);
  linkSentAt = clock.now();
  log('operator', `sends the link by ${scenario.operator.channel === 'sms' ? 'SMS' : 'WhatsApp'} to ${phone.prefix} ${phone.number}`);
  const sending = container.get(SendLinkUseCase).execute({
    channel: scenario.operator.channel,
    phone,
    form: {
      title: scenario.name.slice(0, 60),
      address: 'Avenida Atlântica, Copacabana, Rio de Janeiro',
      city: 'Rio de Janeiro',
      latitude: DEFAULT_MAP_CENTER.latitude,
      longitude: DEFAULT_MAP_CENTER.longitude,
      description: `Training: ${scenario.name}`,
    },
    settings: null,
  });
  // Sending may wait on faults (latency): let time run while it does.
  const outcome: { result: Awaited<typeof sending> | null; error: unknown } = { result: null, error: null };
  sending.then(
    (value) => (outcome.result = value),
    (error: unknown) => (outcome.error = error ?? 'unknown error'),
  );
  while (!outcome.result && !outcome.error && now() < scenarioEnd(scenario)) {
    await clock.advance(100);
    await realTurn();
  }
  const result = outcome.result;
  if (!result)
    return finish([
      `the link was never sent: ${outcome.error instanceof Error ? outcome.error.stack : String(outcome.error ?? 'no answer')}`,
    ]);

  let incidentId: string;
  if (result.ok) {
    incidentId = result.value.incidentId;
    log('console', `incident ${incidentId} created; link ${result.value.status ?? 'sent'}`);
  } else if (result.error.kind === 'send-failed') {
    incidentId = result.error.incidentId;
    seen.sendFailed = result.error.key;
    log('console', `send failed: ${result.error.key}; the operator stays on incident ${incidentId}`);
  } else {
    return finish([`the link could not be sent: ${JSON.stringify(result.error)}`]);
  }

  const watchDescription = (description: unknown) => {
    if (typeof description !== 'string' || seen.descriptions.has(description)) return;
    seen.descriptions.set(description, now());
    log('console', `description: ${description}`);
  };
  watchDescription((await store.get(OPERATOR.tenant, incidentId))?.description);
  cleanups.push(store.onChange((incident) => incident.id === incidentId && watchDescription(incident.description)));

  const polling = container.get(MessageStatusPollFlow);
  disposables.push(polling);
  cleanups.push(
    polling.onNotice((notice) => {
      if (!seen.toasts.has(notice.key)) seen.toasts.set(notice.key, now());
      log('console', `toast ${notice.key} (${notice.durationMs / 1000} s)`);
    }),
  );
  polling.start(incidentId);

  if (result.ok) {
    const media = container.get(MediaPollFlow);
    const location = container.get(LocationPollFlow);
    const chat = container.get(ChatSessionFlow);
    disposables.push(media, location, chat);
    cleanups.push(
      media.onChange((items) => {
        const before = seen.mediaCounts.at(-1)?.[1];
        seen.mediaCounts.push([now(), items.length]);
        if (before !== undefined && items.length !== before) log('console', `media carousel: ${items.length} item(s)`);
      }),
    );
    cleanups.push(
      location.onPoints((points) => {
        const before = seen.pointCounts.at(-1)?.[1] ?? 0;
        seen.pointCounts.push([now(), points.length]);
        if (Math.floor(points.length / 10) > Math.floor(before / 10) || (before === 0 && points.length > 0))
          log('console', `map: ${points.length} location point(s)`);
      }),
    );
    cleanups.push(chat.onChange((state) => seen.chatCounts.push([now(), state.messages.length])));
    media.start(incidentId);
    location.start(incidentId);
    void chat.start({ incidentId, tenantId: OPERATOR.tenant });

    const live = container.get(LiveSessionFactory).create({ incidentId });
    if (live.ok) {
      const session: LiveSessionFlow = live.value;
      disposables.push(session);
      cleanups.push(
        session.onEvent((event) => {
          if (event.type === 'showStream' && seen.streamShown === null) {
            seen.streamShown = now();
            log('console', `the caller's video is shown (${event.uid})`);
          } else if (event.type === 'ended') {
            const cause = event.outcome.kind === 'ended' ? event.outcome.cause : event.outcome.kind;
            if (!seen.ended.has(cause)) seen.ended.set(cause, now());
            log('console', `the live session ends: ${cause}`);
          } else if (event.type === 'warning') {
            log('console', `warning ${event.key}`);
          }
        }),
      );
      const neverJoined = container.get(CallerNeverJoinedUseCase);
      cleanups.push(
        session.onEvent((event) => {
          if (event.type !== 'callerNeverJoined') return;
          void neverJoined.execute({ incidentId: event.incidentId }).then((outcome) => {
            if (outcome.ok)
              log('console', `caller never joined: description ${outcome.value.descriptionKey ?? '(unchanged)'}; back to create mode`);
          });
        }),
      );
      void session.start();
      for (const step of scenario.operator.steps) {
        clock.setTimeout(
          () => {
            if (step.action === 'chat') {
              log('operator', `writes: ${step.body}`);
              void chat.send(step.body);
            } else {
              log('operator', 'stops the live session');
              void session.stop();
            }
          },
          Math.max(0, linkSentAt + step.at * 1000 - clock.now()),
        );
      }
    }
  }

  const end = scenarioEnd(scenario);
  while (now() < end) {
    await clock.advance(Math.min(1000, (end - now()) * 1000));
    await realTurn();
  }
  return finish(scenario.expect.map((e) => check(e)).filter((f): f is string => f !== null));

  async function finish(failures: string[]): Promise<ScenarioReport> {
    for (const f of failures) log('check', `FAILED ${f}`);
    const report = { scenario: scenario.name, timeline: [...timeline].sort((a, b) => a.at - b.at), failures };
    for (const d of disposables) d.dispose();
    for (const c of cleanups) c();
    director.dispose();
    // Answers already on their way (the demo latency) still arrive; nothing may schedule anything after them.
    await clock.advance(10_000);
    return { ...report, pendingTimers: clock.pendingTimers() };
  }

  function firstReaching(counts: Array<[number, number]>, atLeast: number): number | null {
    if (atLeast <= 0) return 0;
    return counts.find(([, n]) => n >= atLeast)?.[0] ?? null;
  }

  function firstDescriptionHolding(text: string): number | undefined {
    const times = [...seen.descriptions].filter(([description]) => description.includes(text)).map(([, at]) => at);
    return times.length > 0 ? Math.min(...times) : undefined;
  }

  function check(e: ScenarioExpectation): string | null {
    const late = (what: string, at: number | null | undefined, by: number) =>
      at === null || at === undefined
        ? `${what} never happened (expected by ${by} s)`
        : at > by
          ? `${what} at ${at.toFixed(1)} s, expected by ${by} s`
          : null;
    switch (e.expect) {
      case 'toast':
        return late(`toast ${e.key}`, seen.toasts.get(e.key), e.by);
      case 'description':
        return late(`description "${e.equals}"`, seen.descriptions.get(e.equals), e.by);
      case 'descriptionHolds':
        return late(`description holding "${e.text}"`, firstDescriptionHolding(e.text), e.by);
      case 'sendFailed':
        return seen.sendFailed === e.key ? null : `expected the send to fail with ${e.key}, got ${seen.sendFailed ?? 'no failure'}`;
      case 'streamShown':
        return late("the caller's video", seen.streamShown, e.by);
      case 'sessionEnded':
        return late(`the session ending by ${e.cause}`, seen.ended.get(e.cause), e.by);
      case 'mediaCount':
        return late(`${e.atLeast} media`, firstReaching(seen.mediaCounts, e.atLeast), e.by);
      case 'locationPoints':
        return late(`${e.atLeast} location points`, firstReaching(seen.pointCounts, e.atLeast), e.by);
      case 'chatMessages':
        return late(`${e.atLeast} chat messages`, firstReaching(seen.chatCounts, e.atLeast), e.by);
    }
  }
}

/** Lets work that waits on the real event loop (a module loading) go on between virtual steps. */
function realTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The timeline as the runner prints it. */
export function formatTimeline(report: ScenarioReport): string {
  const lines = report.timeline.map((line) => `${formatTime(line.at)}  ${line.actor.padEnd(8)} ${line.text}`);
  return [`Scenario: ${report.scenario}`, ...lines].join('\n');
}

function formatTime(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${(s % 60).toFixed(1).padStart(4, '0')}`;
}
