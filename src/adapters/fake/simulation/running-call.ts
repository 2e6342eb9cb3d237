import type { Language } from '../../../domain/language/language';
import type { Clock } from '../../../application/ports/clock.port';
import type { Disposable } from '../../../application/shared/disposable-store';
import { DisposableStore } from '../../../application/shared/disposable-store';
import { DEFAULT_MAP_CENTER } from '../../../domain/shared/constants';
import { runsAfterHandOver } from '../../../domain/training/hand-over-steps';
import type { CallerMediaHandle } from './caller-media-factory';
import type { Scenario, ScenarioStep } from './scenario-schema';

/** One line of the simulation's timeline. */
export interface CallerEvent {
  /** Seconds since the link was sent. */
  readonly at: number;
  readonly incidentId: string;
  readonly text: string;
}

/**
 * What the simulated caller's side did, for a drill's recorder: a link sent or shared, a scenario step starting, a
 * step a trainer injected, a timed fault, a person taking the caller's place (and giving their name later). `action` is
 * the step's action (or the fault's kind, or the person's name); `channel` the link's.
 */
export interface CallerAction {
  readonly kind: 'linkSent' | 'share' | 'step' | 'injected' | 'fault' | 'actor' | 'actorNamed';
  readonly action?: string;
  /** A scenario step's place in its `steps`. */
  readonly index?: number;
  readonly channel?: 'sms' | 'whatsapp';
  /** The step played (a scenario's or an injected one): what alert it shows the trainee. */
  readonly step?: ScenarioStep;
}

/** A step a trainer injected into a call, at its time (seconds since the link was sent). */
export interface InjectedStep {
  readonly at: number;
  readonly step: ScenarioStep;
}

/**
 * Where a scenario step is: played, the next to play, still to come, never to play (the call ended, or it failed), or
 * not run because a person took the caller's place before it (`actor`: a step of the caller's, not a console fault).
 */
export type StepState = 'done' | 'next' | 'pending' | 'skipped' | 'actor';

/** What identifies a call and how far it went: what the tab keeps of it, but for the scenario. */
export interface CallRecord {
  readonly incidentId: string;
  readonly tenantId: string;
  readonly phone: string;
  readonly channel: 'sms' | 'whatsapp';
  readonly startedAt: number;
  readonly replies: number;
  /** The language the caller writes in: the link's (the console's), else the tenant's. */
  readonly language?: Language;
  /** The e-mail of the account that sent the link: whose answers the call's slow network slows. */
  readonly sender?: string;
}

/**
 * One caller's call in this page: where the scenario has brought it, and the timers and subscriptions it owns, all
 * released when it hangs up. A timer's failure is told on the timeline rather than thrown into the clock.
 */
export class RunningCall {
  readonly incidentId: string;
  readonly tenantId: string;
  readonly phone: string;
  readonly channelKind: 'sms' | 'whatsapp';
  readonly startedAt: number;
  readonly language: Language | undefined;
  /** The account that sent the link (by e-mail), whose answers the call's network steps slow; null: the world's. */
  readonly sender: string | null;
  readonly uid: string;
  replies: number;
  /** The incident's video channel, once read. */
  channel: string | null = null;
  position: { lat: number; long: number };
  media: CallerMediaHandle | null = null;
  /** Another operator's session holds the incident's live video (anotherOperatorJoined), until the call ends. */
  heldByAnotherOperator = false;
  /** The steps run one after another: a publish waits for the join before it (the caller's media takes a moment). */
  steps: Promise<void> = Promise.resolve();
  /** The steps a trainer injected, in order (the tab keeps them with the call). */
  readonly injected: InjectedStep[] = [];
  /** The tab keeps this call across a reload (its link arrived). */
  kept = false;
  /** A person plays the caller (a caller page claimed the link): the scenario stood down, the trainer still injects. */
  played = false;
  /** The answers' delay this call's network steps or faults set (ms), restored when the call ends; null when none. */
  latencyMs: number | null = null;
  /** Each scenario step's state, by index ('next' is worked out when asked). */
  readonly stepStates: Exclude<StepState, 'next'>[];
  private owned = new DisposableStore();

  constructor(
    record: CallRecord,
    readonly scenario: Scenario,
    private readonly clock: Clock,
    private readonly narrate: (event: CallerEvent) => void,
    private readonly actions: (call: RunningCall, action: CallerAction) => void = () => undefined,
  ) {
    this.stepStates = scenario.steps.map(() => 'pending');
    this.incidentId = record.incidentId;
    this.tenantId = record.tenantId;
    this.phone = record.phone;
    this.channelKind = record.channel;
    this.startedAt = record.startedAt;
    this.replies = record.replies;
    this.language = record.language;
    this.sender = record.sender ?? null;
    this.uid = `caller-${record.incidentId}`;
    this.position = scenario.caller.start
      ? { ...scenario.caller.start }
      : { lat: DEFAULT_MAP_CENTER.latitude, long: DEFAULT_MAP_CENTER.longitude };
  }

  get ended(): boolean {
    return this.owned.isDisposed;
  }

  /** Tells the timeline, stamped with the seconds since the link was sent. */
  say(text: string): void {
    this.narrate({ at: (this.clock.now() - this.startedAt) / 1000, incidentId: this.incidentId, text });
  }

  /** Tells the drill's recorder what the caller's side did. */
  act(action: CallerAction): void {
    this.actions(this, action);
  }

  /** Each step's state: the earliest step still to come is the next. */
  progress(): readonly StepState[] {
    const pending = this.stepStates.flatMap((state, index) => (state === 'pending' ? [index] : []));
    const next = pending.sort((a, b) => this.scenario.steps[a]!.at - this.scenario.steps[b]!.at || a - b)[0];
    return this.stepStates.map((state, index) => (index === next ? 'next' : state));
  }

  /** Runs `work` at `seconds` after the link was sent (now, if that is past). */
  at(seconds: number, work: () => void): void {
    this.after(Math.max(0, this.startedAt + seconds * 1000 - this.clock.now()), work);
  }

  after(ms: number, work: () => void): void {
    const cancel = (): void => this.clock.clear(handle);
    const handle = this.clock.setTimeout(() => {
      this.owned.delete(cancel);
      try {
        work();
      } catch (error) {
        this.say(`step failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }, ms);
    this.owned.add(cancel);
  }

  /** Released when the call hangs up. */
  hold(item: Disposable): void {
    this.owned.add(item);
  }

  /**
   * A person takes the caller's place: the scenario caller's steps still to come are not run (marked `actor`), its
   * timers and chat replies stop and its media stops, yet the call goes on (steps the trainer injects still play in it)
   * until it hangs up. The console's faults still to come stay pending: returned, for the caller of this to schedule
   * them again (every timer of the call was cleared).
   */
  standDown(): readonly number[] {
    const stillToRun: number[] = [];
    for (const [index, state] of this.stepStates.entries()) {
      if (state !== 'pending') continue;
      if (runsAfterHandOver(this.scenario.steps[index]?.action ?? '')) stillToRun.push(index);
      else this.stepStates[index] = 'actor';
    }
    this.owned.dispose();
    this.owned = new DisposableStore();
    this.media?.stop();
    this.media = null;
    this.played = true;
    return stillToRun;
  }

  /** Timers cleared, subscriptions released, the caller's media stopped. */
  hangUp(): void {
    this.skipPending();
    this.owned.dispose();
    this.media?.stop();
  }

  private skipPending(): void {
    for (const [index, state] of this.stepStates.entries()) if (state === 'pending') this.stepStates[index] = 'skipped';
  }
}
