import type { Clock } from '../ports/clock.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type { InjectedStep, RecordedDrill, ScenarioLibrary, ScenarioRead } from './ports/scenario-library.port';
import type { TrainingChannel } from './ports/training-channel.port';
import type { DrillScenario } from '../../domain/training/drill-scenario';
import { actorHandOver, type DrillEvent } from '../../domain/training/drill-event';
import { signedReport, type DebriefReport } from '../../domain/training/debrief-report';
import type { DrillStepState, DrillTarget, InjectStep, TraineeReport } from '../../domain/training/training-protocol';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';

/** Waiting for the trainee's link, playing in the trainee's tab, or over (the call ended). */
export type DrillPhase = 'waiting' | 'running' | 'ended';

/** The drill the trainer runs, as the trainee's tabs report it. */
export interface DrillState {
  readonly id: string;
  readonly scenario: DrillScenario;
  readonly target: DrillTarget;
  readonly phase: DrillPhase;
  /** When the trainer assigned it (milliseconds since the epoch). */
  readonly assignedAt: number;
  /** The trainer's name as given when assigning. */
  readonly trainer: string | null;
  /** The account signed in where the drill's link was sent. */
  readonly trainee: string | null;
  /** How many trainee tabs hold the drill for their next link. */
  readonly tabs: number;
  readonly incidentId: string | null;
  /** What happened, in the order heard (seconds since the link). */
  readonly events: readonly DrillEvent[];
  /** Each scenario step's state (empty until the trainee's tab reports one). */
  readonly steps: readonly DrillStepState[];
  /** The steps the trainer injected, at their times: what a recording replays. */
  readonly injected: readonly InjectedStep[];
  /** What a trainee tab refused (an invalid scenario, a step that could not be injected). */
  readonly problems: readonly string[];
}

/**
 * The trainer's side of a drill: the scenarios to pick from, a file loaded from disk, the drill assigned to the trainee's
 * tabs over the training channel, what those tabs report (acknowledgement, start, events, step progress, injections)
 * and the trainer's injections. One drill at a time; a new assignment replaces the one waiting.
 */
export class TrainerDeskFlow {
  private readonly changes = new Emitter<void>();
  private readonly store = new DisposableStore();
  private state: DrillState | null = null;
  private refusedFor: string | null = null;
  private readonly tabs = new Set<string>();

  readonly onChange = this.changes.event;

  constructor(
    private readonly channel: TrainingChannel,
    private readonly library: ScenarioLibrary,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  start(): void {
    if (this.store.size > 0) return;
    this.store.add(this.channel.onMessage((message) => this.hear(message)));
  }

  dispose(): void {
    this.store.clear();
  }

  get drill(): DrillState | null {
    return this.state;
  }

  /**
   * The scenario the desk was running when it refused the last assignment (a desk runs one drill at a time: another
   * trainer's console, or this one before it heard of that drill, assigned over it); null otherwise.
   */
  get busyWith(): string | null {
    return this.refusedFor;
  }

  scenarios(): readonly DrillScenario[] {
    return this.library.list();
  }

  read(fileName: string, text: string): ScenarioRead {
    return this.library.read(fileName, text);
  }

  /**
   * Gives the scenario to the trainee's next link (or to the next link to a phone number); a waiting drill is cancelled.
   * A running drill is not: the desk runs one drill at a time, so nothing is assigned until its call ends. `trainer` is
   * the name the debrief is signed with.
   */
  assign(scenario: DrillScenario, target: DrillTarget, trainer: string | null = null): void {
    if (this.state?.phase === 'running') return;
    this.refusedFor = null;
    if (this.state?.phase === 'waiting') this.channel.post({ type: 'cancel', drillId: this.state.id });
    this.tabs.clear();
    const id = this.ids.next();
    this.update({
      id,
      scenario,
      target,
      phase: 'waiting',
      assignedAt: this.clock.now(),
      trainer: trainer?.trim() || null,
      trainee: null,
      tabs: 0,
      incidentId: null,
      events: [],
      steps: [],
      injected: [],
      problems: [],
    });
    this.postAssign(id, target, scenario, trainer?.trim() || null);
  }

  /**
   * The drill to the trainee's tabs, as plain JSON: a screen may hold the scenario in observable (proxied) state,
   * which a BroadcastChannel cannot clone (DataCloneError).
   */
  private postAssign(drillId: string, target: DrillTarget, scenario: DrillScenario, trainer: string | null): void {
    const plain = JSON.parse(JSON.stringify({ target, scenario: scenario.json })) as { target: DrillTarget; scenario: unknown };
    this.channel.post({ type: 'assign', drillId, ...plain, trainer, fileName: scenario.fileName });
  }

  /** Takes a waiting drill back (a running one ends with its call). */
  cancel(): void {
    if (this.state?.phase !== 'waiting') return;
    this.channel.post({ type: 'cancel', drillId: this.state.id });
    this.update(null);
  }

  /** Plays steps now in the running drill's call, in order. */
  inject(steps: readonly InjectStep[]): void {
    if (this.state?.phase !== 'running') return;
    for (const step of steps) this.channel.post({ type: 'inject', drillId: this.state.id, step });
  }

  /**
   * Whether the drill differs from its scenario, so saving it as a new one is worth it: the trainer injected a step, or
   * an actor's phone took the caller over.
   */
  get recordable(): boolean {
    return this.state !== null && (this.state.injected.length > 0 || actorHandOver(this.state.events) !== null);
  }

  /**
   * The drill as a new scenario file: its scenario with the trainer's injected steps at their times and the hand-over to
   * an actor's phone at its time.
   */
  record(): RecordedDrill | null {
    const drill = this.state;
    return drill && this.recordable ? this.library.record(drill.scenario, drill.injected, actorHandOver(drill.events)) : null;
  }

  /** The finished drill's debrief, signed: scored from its events alone, as the headless runner scores the same events. */
  report(): DebriefReport | null {
    const drill = this.state;
    if (drill?.phase !== 'ended') return null;
    return signedReport({ ...drill, startedAt: drill.assignedAt });
  }

  private hear(message: TraineeReport | { readonly type: string; readonly drillId: string }): void {
    const drill = this.state;
    // A trainee tab signed in after the drill was assigned: it gets the drill too.
    if (message.type === 'ready' && drill?.phase === 'waiting') this.postAssign(drill.id, drill.target, drill.scenario, drill.trainer);
    if (!drill || message.drillId !== drill.id) return;
    const report = message as TraineeReport;
    switch (report.type) {
      case 'assigned':
        this.tabs.add(report.tab);
        return this.update({ ...drill, tabs: this.tabs.size });
      case 'refused':
        return this.update({ ...drill, problems: [...drill.problems, ...report.errors] });
      case 'busy':
        if (drill.phase !== 'waiting') return;
        // Any other tab of the desk that took the drill lets it go.
        this.channel.post({ type: 'cancel', drillId: drill.id });
        this.refusedFor = report.scenario;
        return this.update(null);
      case 'started':
        if (drill.phase !== 'waiting') return;
        return this.update({ ...drill, phase: 'running', incidentId: report.incidentId, trainee: report.trainee ?? null });
      case 'event':
        return this.update({
          ...drill,
          events: [...drill.events, report.event],
          phase: report.event.kind === 'ended' ? 'ended' : drill.phase,
        });
      case 'progress':
        return this.update({ ...drill, steps: report.steps });
      case 'injected':
        return this.update({ ...drill, injected: [...drill.injected, { at: report.at, step: report.step }] });
      case 'injectFailed':
        return this.update({ ...drill, problems: [...drill.problems, ...report.errors] });
    }
  }

  private update(state: DrillState | null): void {
    this.state = state;
    this.changes.fire();
  }
}
