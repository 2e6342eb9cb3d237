import type { TimerHandle } from '../../../application/ports/clock.port';
import type { TrainingChannel } from '../../../application/training/ports/training-channel.port';
import { DisposableStore } from '../../../application/shared/disposable-store';
import type { DrillTarget, InjectStep, TrainingMessage } from '../../../domain/training/training-protocol';
import type { CallerActionEvent, CallerDirector } from '../simulation/caller-director';
import { DrillRecorder, type DrillWorld } from '../simulation/drill-recorder';
import { parseScenario, type InjectableStep, type Scenario } from '../simulation/scenario-schema';

interface HeldDrill {
  readonly drillId: string;
  readonly target: DrillTarget;
  readonly scenario: Scenario;
  /** When this desk took the drill (the world's clock): what the time to send the link counts from. */
  readonly since: number;
  recorder: DrillRecorder;
}

interface RunningDrill {
  readonly drillId: string;
  /** The running scenario's name, which a refused assignment names. */
  readonly scenario: string;
  readonly incidentId: string;
  readonly recorder: DrillRecorder;
  /** The steps' states last posted (a step is done once it has finished playing, which no event tells). */
  progress: string;
  readonly watch: TimerHandle;
}

/** How often the running drill's step progress is compared with what the console last heard. */
const PROGRESS_EVERY_MS = 500;

/**
 * The trainee's side of a drill, in every tab of the demo: it hears the trainer's console on the training channel,
 * gives an assigned scenario to this tab's next link (or next link to a phone number), and once that link is sent
 * tells the console what happens in the call (the DrillRecorder's events, the steps' progress) and plays the steps
 * the trainer injects. One drill held and one running at a time; the tab where the link is sent runs it, the others
 * let it go.
 */
export class TraineeDesk {
  private readonly store = new DisposableStore();
  private held: HeldDrill | null = null;
  private running: RunningDrill | null = null;

  constructor(
    private readonly channel: TrainingChannel,
    private readonly world: DrillWorld,
    private readonly tab: string,
    /** The account signed in at this desk (its e-mail), which the trainer's debrief names. */
    private readonly trainee: () => string | null = () => null,
    /**
     * Whose next link the drill waits for: null in a tab's own world (any link sent there is the trainee's); the
     * desk's account on a world several desks share (the server's).
     */
    private readonly sender: string | null = null,
  ) {}

  /** The name of the scenario this desk runs now (a desk runs one drill at a time), or null when none runs. */
  get busy(): string | null {
    return this.running?.scenario ?? null;
  }

  private get director(): CallerDirector {
    return this.world.director;
  }

  start(): void {
    if (this.store.size > 0) return;
    this.store.add(this.channel.onMessage((message) => this.hear(message)));
    // Subscribed before any recorder, so a link is seen here before a recorder follows it.
    this.store.add(this.director.onAction((action) => this.onAction(action)));
    this.channel.post({ type: 'ready', drillId: '', tab: this.tab });
  }

  dispose(): void {
    this.letGo();
    this.stop(this.running);
    this.store.clear();
  }

  private hear(message: TrainingMessage): void {
    switch (message.type) {
      case 'assign':
        return this.hold(message.drillId, message.target, message.scenario);
      case 'cancel':
        if (this.held?.drillId === message.drillId) this.letGo();
        return;
      case 'started':
        // Another tab sent the drill's link: this one lets it go.
        if (message.tab !== this.tab && this.held?.drillId === message.drillId) this.letGo();
        return;
      case 'inject':
        if (this.running?.drillId === message.drillId) this.inject(this.running, message.step);
        return;
      default:
        return;
    }
  }

  private hold(drillId: string, target: DrillTarget, json: unknown): void {
    if (this.running) {
      this.channel.post({ type: 'busy', drillId, scenario: this.running.scenario });
      return;
    }
    const parsed = parseScenario('the assigned drill', json);
    if (!parsed.ok) {
      this.channel.post({ type: 'refused', drillId, errors: parsed.errors });
      return;
    }
    this.letGo();
    const { scenario } = parsed;
    if (target.kind === 'phone') this.director.assignToPhone(target.phone, scenario);
    else this.director.attach(scenario, this.sender);
    const since = this.world.clock.now();
    this.held = { drillId, target, scenario, since, recorder: this.recorder(drillId, since) };
    this.channel.post({ type: 'assigned', drillId, tab: this.tab });
  }

  /** Forgets the drill held for a link: the director no longer plays it, its recorder stops. */
  private letGo(): void {
    const held = this.held;
    if (!held) return;
    if (held.target.kind === 'phone') this.director.unassign(held.target.phone);
    else this.director.detach(held.scenario, this.sender);
    held.recorder.dispose();
    this.held = null;
  }

  /** The drill's recorder: the drill began `since` (when this desk took it), however late the recorder starts. */
  private recorder(drillId: string, since: number): DrillRecorder {
    const recorder = new DrillRecorder(this.world, { startedAt: since });
    recorder.onEvent((event) => {
      const running = this.running;
      if (running?.recorder !== recorder) return;
      this.channel.post({ type: 'event', drillId, event });
      this.postProgress(running);
      if (event.kind === 'ended') this.stop(running);
    });
    return recorder;
  }

  private onAction(action: CallerActionEvent): void {
    const held = this.held;
    if (action.kind !== 'linkSent' || !held) return;
    if (this.director.scenarioOf(action.incidentId) !== held.scenario) {
      // Another link went first (another desk's, on a shared world): a recorder follows the first link after it starts,
      // so the drill's gets a fresh one (subscribed now, it does not hear this link), still counting from the drill's
      // start: the time to send the link, and the recordings placed from the link, stay true.
      if (held.recorder.incidentId() === null) {
        held.recorder.dispose();
        held.recorder = this.recorder(held.drillId, held.since);
      }
      return;
    }
    this.stop(this.running);
    const running: RunningDrill = {
      drillId: held.drillId,
      scenario: held.scenario.name,
      incidentId: action.incidentId,
      recorder: held.recorder,
      progress: '',
      watch: this.world.clock.setInterval(() => this.postProgress(running), PROGRESS_EVERY_MS),
    };
    this.running = running;
    this.held = null;
    this.channel.post({ type: 'started', drillId: held.drillId, tab: this.tab, incidentId: action.incidentId, trainee: this.trainee() });
  }

  private postProgress(running: RunningDrill): void {
    const steps = this.director.stepProgress(running.incidentId);
    const progress = steps.join();
    if (progress === running.progress) return;
    running.progress = progress;
    this.channel.post({ type: 'progress', drillId: running.drillId, steps });
  }

  private stop(running: RunningDrill | null): void {
    if (!running) return;
    this.world.clock.clear(running.watch);
    running.recorder.dispose();
    if (this.running === running) this.running = null;
  }

  private inject(running: RunningDrill, step: InjectStep): void {
    const result = this.director.inject(running.incidentId, step as unknown as InjectableStep);
    if (!result.ok) {
      this.channel.post({ type: 'injectFailed', drillId: running.drillId, errors: result.errors });
      return;
    }
    const at = this.director.injections(running.incidentId).at(-1)?.at ?? 0;
    this.channel.post({ type: 'injected', drillId: running.drillId, at, step });
  }
}
