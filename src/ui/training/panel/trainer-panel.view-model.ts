import { runInAction } from 'mobx';
import type { Debrief } from '../../../domain/training/debrief';
import type { DebriefReport } from '../../../domain/training/debrief-report';
import type { KeptRecording } from '../../../domain/training/kept-drill';
import { actorHandOver } from '../../../domain/training/drill-event';
import { drillFileName, type DrillScenario, type ScenarioProblem } from '../../../domain/training/drill-scenario';
import { injectionSteps, type DrillStepState, type DrillTarget, type Injection } from '../../../domain/training/training-protocol';
import type { TrainerDeskFlow, DrillState } from '../../../application/training/trainer-desk.flow';
import { debriefJson } from './debrief-json';
import { makeObservableExcept } from '../../shared/make-observable-except';
import { DisposableStore } from '../../../application/shared/disposable-store';
import { runsAfterHandOver } from '../../../domain/training/hand-over-steps';

export interface TrainerPanelDeps {
  readonly desk: TrainerDeskFlow;
  readonly download: (fileName: string, text: string) => void;
  /** Draws the debrief as a PDF (jsPDF is loaded then) and hands it to the browser. */
  readonly savePdf: (fileName: string, report: DebriefReport) => Promise<void>;
  /** The recordings the room kept of the drill's call (none in the demo, or before the server has kept the drill). */
  readonly recordings?: (drill: DrillState) => readonly KeptRecording[];
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
  /** The trainer's name, which the debrief is signed with. */
  trainer = '';
  drill: DrillState | null = null;
  /** The scenario the desk was running when it refused the last assignment (one drill at a time); null otherwise. */
  busyWith: string | null = null;
  exporting = false;
  /** Why the drill could not be saved as a scenario (each problem of the file it would have made); null otherwise. */
  recordRefused: readonly ScenarioProblem[] | null = null;
  /** The last export failed (the PDF could not be made). */
  exportFailed = false;
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: TrainerPanelDeps,
    _params: object = {},
  ) {
    makeObservableExcept(this, ['deps', 'disposables']);
    this.drill = deps.desk.drill;
    this.selectedKey = this.scenarios[0]?.key ?? null;
  }

  start(): void {
    this.deps.desk.start();
    this.disposables.add(this.deps.desk.onChange(() => this.follow()));
    this.follow();
  }

  dispose(): void {
    this.disposables.clear();
  }

  /** The files loaded from disk first, then the built-in scenarios (by digit), then the other bundled ones. */
  get scenarios(): readonly DrillScenario[] {
    return [...this.loaded, ...this.deps.desk.scenarios()];
  }

  get selected(): DrillScenario | null {
    return this.scenarios.find((s) => s.key === this.selectedKey) ?? null;
  }

  /** Assigning waits while the desk's drill runs: a desk runs one drill at a time, and this one ends with its call. */
  get canAssign(): boolean {
    return !this.running && this.selected !== null && (this.targetKind === 'nextLink' || this.phone.replace(/\D/g, '').length >= 4);
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

  /**
   * Where an actor's phone took the caller over, as the steps list tells it above the first step not run: when (null
   * before the drill's events say), and whether faults of the console come after it (those still run); null when no
   * step was left to the actor.
   */
  get handOver(): { readonly at: number | null; readonly faultsAfter: boolean } | null {
    const steps = this.steps;
    const first = steps.findIndex((step) => step.state === 'actor');
    if (first < 0) return null;
    const at = this.drill?.events.find((event) => event.kind === 'actorTookOver')?.at ?? null;
    return { at, faultsAfter: steps.slice(first).some((step) => runsAfterHandOver(step.action)) };
  }

  /** The signed debrief, once the drill is over (its events scored with the scenario's `debrief` settings and `expect[]`). */
  get report(): DebriefReport | null {
    const drill = this.drill;
    const report = drill?.phase === 'ended' ? this.deps.desk.report() : null;
    return drill && report ? { ...report, recordings: this.deps.recordings?.(drill) ?? [] } : null;
  }

  get debrief(): Debrief | null {
    return this.report?.debrief ?? null;
  }

  /** The drill differs from its scenario: the trainer injected a step, or an actor's phone took the caller over. */
  get canRecord(): boolean {
    return this.drill !== null && (this.drill.injected.length > 0 || actorHandOver(this.drill.events) !== null);
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

  setTrainer(name: string): void {
    this.trainer = name;
  }

  setChatLine(text: string): void {
    this.chatLine = text;
  }

  assign(): void {
    const scenario = this.selected;
    if (!scenario || !this.canAssign) return;
    const target: DrillTarget = this.targetKind === 'phone' ? { kind: 'phone', phone: this.phone.trim() } : { kind: 'nextLink' };
    this.deps.desk.assign(scenario, target, this.trainer);
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
    if (!recorded) return;
    this.recordRefused = recorded.ok ? null : recorded.problems;
    if (recorded.ok) this.deps.download(recorded.fileName, recorded.text);
  }

  /** The debrief as JSON: who, what, when and how long, the drill's events and injections, and the debrief. */
  exportJson(): void {
    const drill = this.drill;
    const report = this.report;
    if (!drill || !report) return;
    const text = `${JSON.stringify(debriefJson(report, drill.injected), null, 2)}\n`;
    this.deps.download(drillFileName(drill.scenario.name, 'debrief.json'), text);
  }

  async exportPdf(): Promise<void> {
    const report = this.report;
    if (!report || this.exporting) return;
    this.exporting = true;
    this.exportFailed = false;
    const failed = await this.deps.savePdf(drillFileName(report.scenario, 'debrief.pdf'), report).then(
      () => false,
      () => true,
    );
    runInAction(() => {
      this.exporting = false;
      this.exportFailed = failed;
    });
  }

  private follow(): void {
    this.drill = this.deps.desk.drill;
    this.busyWith = this.deps.desk.busyWith;
  }
}
