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
import { debriefConfigOf, scenarioEnd, type Scenario } from '../../adapters/fake/simulation/scenario-schema';
import { CallerDirector, type InjectedStep } from '../../adapters/fake/simulation/caller-director';
import { VirtualClock } from '../../adapters/fake/virtual-clock.fake';
import { parsePhoneQuery } from '../../domain/phone/phone-number';
import { DEFAULT_MAP_CENTER } from '../../domain/shared/constants';
import { computeDebrief, type Debrief, type ExpectationResult } from '../../domain/training/debrief';
import type { DrillEvent } from '../../domain/training/drill-event';
import { createContainer } from '../create-container';
import { checkExpectation, nothingSeen } from './scenario-checks';
import { startDrillRecorder } from './start-drill-recorder';

export interface TimelineLine {
  /** Seconds since the operator sent the link. */
  readonly at: number;
  readonly actor: 'caller' | 'console' | 'operator' | 'trainer' | 'check';
  readonly text: string;
}

export interface ScenarioReport {
  readonly scenario: string;
  readonly timeline: readonly TimelineLine[];
  readonly failures: readonly string[];
  /** Timers still scheduled after every flow was disposed (0 when nothing leaks). */
  readonly pendingTimers: number;
  /** The drill as DrillRecorder told it, and its debrief (the scenario's `debrief` settings). */
  readonly events: readonly DrillEvent[];
  readonly debrief: Debrief;
  /** The steps injected during the run (RunOptions.inject), at their times: what recordDrill needs. */
  readonly injected: readonly InjectedStep[];
}

export interface RunOptions {
  /** Steps a trainer injects during the run, each at its time (seconds since the link was sent). */
  readonly inject?: readonly InjectedStep[];
}

const OPERATOR = { email: 'admin@public.demo', password: 'demo1234', tenant: 'public' } as const;
const DEFAULT_PHONE = '+55 21 98765-4321';

/**
 * Runs a training scenario headless: the real use cases on the fake container, in virtual time. The operator signs
 * in, sends the link, and watches the live session, message status, media, location and chat exactly as the live
 * page does; the simulated caller plays the scenario. Returns the timeline and every unmet expectation.
 */
export async function runScenario(scenario: Scenario, options: RunOptions = {}): Promise<ScenarioReport> {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]], simulation: { catalog: new FileScenarioCatalog({}) } });
  const timeline: TimelineLine[] = [];
  const cleanups: Unsubscribe[] = [];
  const disposables: { dispose(): void }[] = [];
  let linkSentAt = clock.now();
  const now = () => (clock.now() - linkSentAt) / 1000;
  const log = (actor: TimelineLine['actor'], text: string) => timeline.push({ at: now(), actor, text });

  const seen = nothingSeen();
  // Checked at the end of the run (or when it stops early: then what was not seen is missed).
  let expectations: readonly ExpectationResult[] | null = null;

  const director = container.get(CallerDirector);
  cleanups.push(director.onEvent((event) => timeline.push({ at: event.at, actor: 'caller', text: event.text })));
  const store = container.get(IncidentStore);
  const recorder = startDrillRecorder(container);
  let incidentId: string | null = null;

  const login = await container.get(LoginUseCase).execute(OPERATOR);
  if (!login.ok) return finish([`the operator could not sign in: ${JSON.stringify(login.error)}`]);

  const phone = parsePhoneQuery(scenario.operator.phone ?? DEFAULT_PHONE);
  if (!phone) return finish([`operator.phone is not a phone number: ${scenario.operator.phone}`]);

  // The demo world generates its incidents on first use (faker loads in real time): do it before time starts.
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
  const drillIncident = incidentId;
  for (const { at, step } of options.inject ?? [])
    clock.setTimeout(
      () => {
        const injected = director.inject(drillIncident, step);
        log(
          'trainer',
          injected.ok ? `the trainer injects ${step.action}` : `the trainer cannot inject ${step.action}: ${injected.errors.join('; ')}`,
        );
      },
      Math.max(0, linkSentAt + at * 1000 - clock.now()),
    );

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
  const checked = scenario.expect.map((e, index) => checkExpectation(seen, e, index));
  expectations = checked.map((c) => c.result);
  return finish(checked.map((c) => c.failure).filter((f): f is string => f !== null));

  async function finish(failures: string[]): Promise<ScenarioReport> {
    for (const f of failures) log('check', `FAILED ${f}`);
    recorder.end();
    const events = recorder.events();
    const injected = incidentId === null ? [] : director.injections(incidentId);
    const report = {
      scenario: scenario.name,
      timeline: [...timeline].sort((a, b) => a.at - b.at),
      failures,
      events,
      injected,
      debrief: computeDebrief(
        events,
        expectations ?? scenario.expect.map((e, index) => checkExpectation(seen, e, index).result),
        debriefConfigOf(scenario),
      ),
    };
    for (const d of disposables) d.dispose();
    for (const c of cleanups) c();
    director.dispose();
    // Answers already on their way (the demo latency) still arrive; nothing may schedule anything after them.
    await clock.advance(10_000);
    return { ...report, pendingTimers: clock.pendingTimers() };
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
