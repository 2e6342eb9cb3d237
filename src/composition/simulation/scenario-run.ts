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
import type { PhoneState } from '../../domain/phone/phone-number';
import { DEFAULT_MAP_CENTER } from '../../domain/shared/constants';
import { computeDebrief, type Debrief, type ExpectationResult } from '../../domain/training/debrief';
import type { DrillEvent } from '../../domain/training/drill-event';
import { createContainer } from '../create-container';
import { checkExpectation, nothingSeen } from './scenario-checks';
import { startDrillRecorder } from './start-drill-recorder';
import { noticeDuration } from '../../domain/shared/notice';

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

/** The link went out (`answered`: the caller can join) or its send failed with the incident created. */
export interface SentLink {
  readonly incidentId: string;
  readonly answered: boolean;
}

export const OPERATOR = { email: 'admin@public.demo', password: 'demo1234', tenant: 'public' } as const;

/**
 * One headless run of a scenario: the fake container in virtual time, the timeline it writes, what the console was
 * seen to do (for the expectations), and everything to release when it ends.
 */
export class ScenarioRun {
  readonly clock = new VirtualClock();
  readonly container = createContainer('fake', {
    bindings: [[Clock, this.clock]],
    simulation: { catalog: new FileScenarioCatalog({}) },
  });
  readonly store = this.container.get(IncidentStore);
  private readonly director = this.container.get(CallerDirector);
  private readonly recorder = startDrillRecorder(this.container);
  private readonly timeline: TimelineLine[] = [];
  private readonly cleanups: Unsubscribe[] = [];
  private readonly disposables: { dispose(): void }[] = [];
  private readonly seen = nothingSeen();
  private linkSentAt = this.clock.now();
  private incidentId: string | null = null;
  // Checked at the end of the run (or when it stops early: then what was not seen is missed).
  private expectations: readonly ExpectationResult[] | null = null;

  constructor(private readonly scenario: Scenario) {
    this.cleanups.push(this.director.onEvent((event) => this.timeline.push({ at: event.at, actor: 'caller', text: event.text })));
  }

  /** Seconds since the link was sent. */
  private now(): number {
    return (this.clock.now() - this.linkSentAt) / 1000;
  }

  private log(actor: TimelineLine['actor'], text: string): void {
    this.timeline.push({ at: this.now(), actor, text });
  }

  /** Runs `act` at `at` seconds after the link was sent. */
  private at(at: number, act: () => void): void {
    this.clock.setTimeout(act, Math.max(0, this.linkSentAt + at * 1000 - this.clock.now()));
  }

  /** The operator sends the link; time runs while sending waits on faults. A string says why the run cannot go on. */
  async sendLink(phone: PhoneState): Promise<SentLink | string> {
    const { scenario } = this;
    this.director.attach(scenario);
    this.linkSentAt = this.clock.now();
    this.log(
      'operator',
      `sends the link by ${scenario.operator.channel === 'sms' ? 'SMS' : 'WhatsApp'} to ${phone.prefix} ${phone.number}`,
    );
    const sending = this.container.get(SendLinkUseCase).execute({
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
    const outcome: { result: Awaited<typeof sending> | null; error: unknown } = { result: null, error: null };
    sending.then(
      (value) => (outcome.result = value),
      (error: unknown) => (outcome.error = error ?? 'unknown error'),
    );
    while (!outcome.result && !outcome.error && this.now() < scenarioEnd(scenario)) {
      await this.clock.advance(100);
      await realTurn();
    }
    const result = outcome.result;
    if (!result)
      return `the link was never sent: ${outcome.error instanceof Error ? outcome.error.stack : String(outcome.error ?? 'no answer')}`;
    if (result.ok) {
      this.incidentId = result.value.incidentId;
      this.log('console', `incident ${this.incidentId} created; link ${result.value.status ?? 'sent'}`);
      return { incidentId: this.incidentId, answered: true };
    }
    if (result.error.kind !== 'send-failed') return `the link could not be sent: ${JSON.stringify(result.error)}`;
    this.incidentId = result.error.incidentId;
    this.seen.sendFailed = result.error.key;
    this.log('console', `send failed: ${result.error.key}; the operator stays on incident ${this.incidentId}`);
    return { incidentId: this.incidentId, answered: false };
  }

  /** The trainer's steps, each at its time. */
  injectAtTheirTimes(incidentId: string, inject: readonly InjectedStep[]): void {
    for (const { at, step } of inject)
      this.at(at, () => {
        const injected = this.director.inject(incidentId, step);
        this.log(
          'trainer',
          injected.ok ? `the trainer injects ${step.action}` : `the trainer cannot inject ${step.action}: ${injected.errors.join('; ')}`,
        );
      });
  }

  /**
   * An actor's phone takes the caller over at `at` (as a caller page claiming the link does in a room drill): the
   * scenario's caller stands down, its own steps still to come are not run (the console's faults still are), and the debrief leaves out what it was to do.
   */
  actorTakesOverAt(incidentId: string, at: number): void {
    this.at(at, () => {
      this.log('trainer', 'an actor takes the caller over');
      this.director.standDown(incidentId);
    });
  }

  /** Each new description of the incident, as the console would show it. */
  async watchDescription(incidentId: string): Promise<void> {
    const watch = (description: unknown) => {
      if (typeof description !== 'string' || this.seen.descriptions.has(description)) return;
      this.seen.descriptions.set(description, this.now());
      this.log('console', `description: ${description}`);
    };
    watch((await this.store.get(OPERATOR.tenant, incidentId))?.description);
    this.cleanups.push(this.store.onChange((incident) => incident.id === incidentId && watch(incident.description)));
  }

  /** The message status poll and the toasts it asks for. */
  watchMessageStatus(incidentId: string): void {
    const polling = this.container.get(MessageStatusPollFlow);
    this.disposables.push(polling);
    this.cleanups.push(
      polling.onNotice((notice) => {
        if (!this.seen.toasts.has(notice.key)) this.seen.toasts.set(notice.key, this.now());
        this.log('console', `toast ${notice.key} (${noticeDuration(notice) / 1000} s)`);
      }),
    );
    polling.start(incidentId);
  }

  /** What the live page follows once the link is out: media, location, chat and the live session. */
  watchCall(incidentId: string): void {
    const { seen } = this;
    const media = this.container.get(MediaPollFlow);
    const location = this.container.get(LocationPollFlow);
    const chat = this.container.get(ChatSessionFlow);
    this.disposables.push(media, location, chat);
    this.cleanups.push(
      media.onChange((items) => {
        const before = seen.mediaCounts.at(-1)?.[1];
        seen.mediaCounts.push([this.now(), items.length]);
        if (before !== undefined && items.length !== before) this.log('console', `media carousel: ${items.length} item(s)`);
      }),
      location.onPoints((points) => {
        const before = seen.pointCounts.at(-1)?.[1] ?? 0;
        seen.pointCounts.push([this.now(), points.length]);
        if (Math.floor(points.length / 10) > Math.floor(before / 10) || (before === 0 && points.length > 0))
          this.log('console', `map: ${points.length} location point(s)`);
      }),
      chat.onChange((state) => seen.chatCounts.push([this.now(), state.messages.length])),
    );
    media.start(incidentId);
    location.start(incidentId);
    void chat.start({ incidentId, tenantId: OPERATOR.tenant });
    const live = this.container.get(LiveSessionFactory).create({ incidentId });
    if (!live.ok) return;
    this.watchSession(live.value, chat);
    // The headless page's screen: the caller's picture plays into it, and shows at once (Node draws no frames).
    live.value.attachPlayback({});
  }

  /** The live session's events, and the operator's steps (write in the chat, stop) at their times. */
  private watchSession(session: LiveSessionFlow, chat: ChatSessionFlow): void {
    const { seen } = this;
    this.disposables.push(session);
    this.cleanups.push(
      session.onEvent((event) => {
        if (event.type === 'showStream' && seen.streamShown === null) {
          seen.streamShown = this.now();
          this.log('console', `the caller's video is shown (${event.uid})`);
        } else if (event.type === 'ended') {
          const cause = event.outcome.kind === 'ended' ? event.outcome.cause : event.outcome.kind;
          if (!seen.ended.has(cause)) seen.ended.set(cause, this.now());
          this.log('console', `the live session ends: ${cause}`);
        } else if (event.type === 'warning') {
          this.log('console', `warning ${event.key}`);
        }
      }),
    );
    const neverJoined = this.container.get(CallerNeverJoinedUseCase);
    this.cleanups.push(
      session.onEvent((event) => {
        if (event.type !== 'callerNeverJoined') return;
        void neverJoined.execute({ incidentId: event.incidentId }).then((outcome) => {
          if (outcome.ok)
            this.log('console', `caller never joined: description ${outcome.value.descriptionKey ?? '(unchanged)'}; back to create mode`);
        });
      }),
    );
    void session.start();
    for (const step of this.scenario.operator.steps)
      this.at(step.at, () => {
        if (step.action === 'chat') {
          this.log('operator', `writes: ${step.body}`);
          void chat.send(step.body);
        } else {
          this.log('operator', 'stops the live session');
          void session.stop();
        }
      });
  }

  /** Lets time run to the scenario's end, then checks its expectations: the unmet ones. */
  async playToEnd(): Promise<string[]> {
    const end = scenarioEnd(this.scenario);
    while (this.now() < end) {
      await this.clock.advance(Math.min(1000, (end - this.now()) * 1000));
      await realTurn();
    }
    const checked = this.scenario.expect.map((e, index) => checkExpectation(this.seen, e, index));
    this.expectations = checked.map((c) => c.result);
    // What the scenario's caller was to bring about after an actor took the caller over is no failure of the console.
    const debrief = computeDebrief(this.recorder.events(), this.expectations, debriefConfigOf(this.scenario));
    return checked
      .filter((c) => debrief.expectations[c.result.index]?.byActor !== true)
      .map((c) => c.failure)
      .filter((f): f is string => f !== null);
  }

  /** Ends the run: its report, with every flow disposed and the timers still pending counted. */
  async finish(failures: string[]): Promise<ScenarioReport> {
    const { scenario, seen, clock } = this;
    for (const f of failures) this.log('check', `FAILED ${f}`);
    this.recorder.end();
    const events = this.recorder.events();
    const injected = this.incidentId === null ? [] : this.director.injections(this.incidentId);
    const report = {
      scenario: scenario.name,
      timeline: [...this.timeline].sort((a, b) => a.at - b.at),
      failures,
      events,
      injected,
      debrief: computeDebrief(
        events,
        this.expectations ?? scenario.expect.map((e, index) => checkExpectation(seen, e, index).result),
        debriefConfigOf(scenario),
      ),
    };
    for (const d of this.disposables) d.dispose();
    for (const c of this.cleanups) c();
    this.director.dispose();
    // Answers already on their way (the demo latency) still arrive; nothing may schedule anything after them.
    await clock.advance(10_000);
    return { ...report, pendingTimers: clock.pendingTimers() };
  }
}

/** Lets work that waits on the real event loop (a module loading) go on between virtual steps. */
function realTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
