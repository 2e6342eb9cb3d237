import type { ScenarioProblem, DrillScenario } from '../../../domain/training/drill-scenario';
import { injectionSteps, type DrillStepState, type DrillTarget, type Injection } from '../../../domain/training/training-protocol';
import { TrainerDeskFlow, type DrillState } from '../../../application/training/trainer-desk.flow';
import type { Services } from '../../app/services';
import { downloadText } from '../../shared/download';
import { makeObservableExcept } from '../../shared/make-observable-except';

export interface TrainerPanelDeps {
  readonly desk: TrainerDeskFlow;
  readonly download: (fileName: string, text: string) => void;
}

/** A scenario step on the panel: its time, its action and where the trainee's call has it. */
export interface StepRow {
  readonly index: number;
  readonly at: number;
  readonly action: string;
  readonly state: DrillStepState;
}

/**
 * The trainer's panel: the scenarios to pick from (and a file loaded from disk, refused with every problem when
 * invalid), who gets the drill, the drill as the trainee's tab reports it, the injections, the recording.
 */
export class TrainerPanelViewModel {
  private loaded: DrillScenario[] = [];
  selectedKey: string | null = null;
  /** The file last refused, with every problem; null when the last file was read. */
  refused: { readonly fileName: string; readonly problems: readonly ScenarioProblem[] } | null = null;
  targetKind: DrillTarget['kind'] = 'nextLink';
  phone = '';
  chatLine = '';
  drill: DrillState | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly deps: TrainerPanelDeps,
    _params: object = {},
  ) {
    makeObservableExcept(this, ['deps', 'unsubscribe']);
    this.drill = deps.desk.drill;
    this.selectedKey = this.scenarios[0]?.key ?? null;
  }

  start(): void {
    this.deps.desk.start();
    this.unsubscribe = this.deps.desk.onChange(() => this.follow());
    this.follow();
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The files loaded from disk first, then the built-in scenarios (by digit), then the other bundled ones. */
  get scenarios(): readonly DrillScenario[] {
    return [...this.loaded, ...this.deps.desk.scenarios()];
  }

  get selected(): DrillScenario | null {
    return this.scenarios.find((s) => s.key === this.selectedKey) ?? null;
  }

  get canAssign(): boolean {
    return this.selected !== null && (this.targetKind === 'nextLink' || this.phone.replace(/\D/g, '').length >= 4);
  }

  get running(): boolean {
    return this.drill?.phase === 'running';
  }

  /** The drill's scenario steps with their states (pending until the trainee's tab reports). */
  get steps(): readonly StepRow[] {
    const drill = this.drill;
    if (!drill) return [];
    return drill.scenario.steps.map((step, index) => ({ index, at: step.at, action: step.action, state: drill.steps[index] ?? 'pending' }));
  }

  get canRecord(): boolean {
    return (this.drill?.injected.length ?? 0) > 0;
  }

  select(key: string): void {
    this.selectedKey = key;
  }

  /** A scenario file from disk: checked with the scenario schema; added and selected, or refused with every problem. */
  loadFile(fileName: string, text: string): void {
    const read = this.deps.desk.read(fileName, text);
    if (!read.ok) {
      this.refused = { fileName, problems: read.problems };
      return;
    }
    this.refused = null;
    this.loaded = [read.scenario, ...this.loaded.filter((s) => s.key !== read.scenario.key)];
    this.selectedKey = read.scenario.key;
  }

  setTargetKind(kind: DrillTarget['kind']): void {
    this.targetKind = kind;
  }

  setPhone(phone: string): void {
    this.phone = phone;
  }

  setChatLine(text: string): void {
    this.chatLine = text;
  }

  assign(): void {
    const scenario = this.selected;
    if (!scenario || !this.canAssign) return;
    this.deps.desk.assign(scenario, this.targetKind === 'phone' ? { kind: 'phone', phone: this.phone.trim() } : { kind: 'nextLink' });
  }

  cancel(): void {
    this.deps.desk.cancel();
  }

  inject(injection: Injection): void {
    const steps = injectionSteps(injection, this.chatLine);
    if (steps.length === 0) return;
    this.deps.desk.inject(steps);
    if (injection === 'callerChat') this.chatLine = '';
  }

  /** Saves the drill as a new scenario file: its scenario with the injected steps at their times. */
  record(): void {
    const recorded = this.deps.desk.record();
    if (recorded?.ok) this.deps.download(recorded.fileName, recorded.text);
  }

  private follow(): void {
    this.drill = this.deps.desk.drill;
  }
}

export function createTrainerPanelViewModel(services: Services, params: object = {}): TrainerPanelViewModel {
  return new TrainerPanelViewModel(
    {
      desk: services.get(TrainerDeskFlow),
      download: (fileName, text) => downloadText(fileName, text, 'application/json'),
    },
    params,
  );
}
