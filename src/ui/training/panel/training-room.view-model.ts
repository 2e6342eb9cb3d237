import type { TFunction } from 'i18next';
import { runInAction } from 'mobx';
import type { RoomAccess } from '../../../application/training/ports/training-room.port';
import { TrainingRoomFlow, type KeptDrillRecord, type RoomDesk } from '../../../application/training/training-room.flow';
import { drillFileName } from '../../../domain/training/drill-scenario';
import { debriefJson } from './debrief-json';
import type { Services } from '../../shared/services';
import { downloadBlob, downloadText } from '../../shared/download';
import { makeObservableExcept } from '../../shared/make-observable-except';
import { renderDebriefPdf } from './debrief-pdf';
import { TrainerPanelViewModel, type TrainerPanelDeps } from './trainer-panel.view-model';
import { DisposableStore } from '../../../application/shared/disposable-store';

export interface TrainingRoomDeps {
  readonly room: TrainingRoomFlow;
  readonly download: TrainerPanelDeps['download'];
  readonly savePdf: TrainerPanelDeps['savePdf'];
}

/** One desk on the trainer's console: its account, whether it is signed in now, and its own panel. */
export interface DeskPanel {
  readonly email: string;
  readonly present: boolean;
  readonly panel: TrainerPanelViewModel;
}

/**
 * The trainer's console over a room of trainee desks: one panel per desk (its own drill, injections and debrief),
 * side by side. The demo's room has one desk (this browser's tabs); the served console's, every signed-in account.
 */
export class TrainingRoomViewModel {
  desks: readonly DeskPanel[] = [];
  /** Whether this console follows the room, or the room asks the trainer's password. */
  access: RoomAccess = 'following';
  password = '';
  /** The trainer's name, given once for the room: it signs every desk's debrief. */
  trainer = '';
  /** The finished drills the room keeps, newest first. */
  kept: readonly KeptDrillRecord[] = [];
  /** The kept drill whose PDF is being made. */
  exportingKept: string | null = null;
  /** The last export of a kept drill failed (the PDF could not be made). */
  keptExportFailed = false;
  /** The kept drill last put back into every desk's list to run again. */
  replayed: string | null = null;
  private readonly panels = new Map<string, TrainerPanelViewModel>();
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: TrainingRoomDeps,
    _params: object = {},
  ) {
    makeObservableExcept(this, ['deps', 'panels', 'disposables']);
  }

  start(): void {
    this.deps.room.start();
    this.disposables.add(this.deps.room.onChange(() => this.follow()));
    this.follow();
  }

  dispose(): void {
    this.disposables.clear();
    for (const panel of this.panels.values()) panel.dispose();
    this.panels.clear();
  }

  /** The demo's one desk (this browser's tabs), which the console shows as the single-desk panel. */
  get singleBrowser(): TrainerPanelViewModel | null {
    const [only] = this.desks;
    return this.desks.length === 1 && only?.email === '' ? only.panel : null;
  }

  setPassword(password: string): void {
    this.password = password;
  }

  /** Gives the room the trainer's password (it answers by following, or refusing again). */
  unlock(): void {
    if (this.password.trim() === '') return;
    this.deps.room.unlock(this.password);
    this.password = '';
  }

  setTrainer(name: string): void {
    this.trainer = name;
    for (const desk of this.desks) desk.panel.setTrainer(name);
  }

  /** A kept drill's debrief as JSON, as the desk's own export writes it, naming its call's recordings. */
  exportKeptJson(record: KeptDrillRecord): void {
    if (!record.report) return;
    const text = `${JSON.stringify(debriefJson(record.report, record.drill.injected), null, 2)}\n`;
    this.deps.download(drillFileName(record.report.scenario, 'debrief.json'), text);
  }

  async exportKeptPdf(record: KeptDrillRecord): Promise<void> {
    const report = record.report;
    if (!report || this.exportingKept !== null) return;
    this.exportingKept = record.drill.id;
    this.keptExportFailed = false;
    const failed = await this.deps.savePdf(drillFileName(report.scenario, 'debrief.pdf'), report).then(
      () => false,
      () => true,
    );
    runInAction(() => {
      this.exportingKept = null;
      this.keptExportFailed = failed;
    });
  }

  /** The kept drill (with the trainer's injections at their times) first in every desk's list, to assign again. */
  replay(record: KeptDrillRecord): void {
    const recorded = record.recorded;
    if (!recorded?.ok) return;
    for (const desk of this.desks) desk.panel.loadFile(recorded.fileName, recorded.text);
    this.replayed = record.drill.id;
  }

  private follow(): void {
    this.access = this.deps.room.access;
    this.kept = this.deps.room.kept;
    this.desks = this.deps.room.desks.map((desk) => ({ email: desk.email, present: desk.present, panel: this.panelOf(desk) }));
  }

  private panelOf(desk: RoomDesk): TrainerPanelViewModel {
    const known = this.panels.get(desk.email);
    if (known) return known;
    const panel = new TrainerPanelViewModel({
      desk: desk.flow,
      download: this.deps.download,
      savePdf: this.deps.savePdf,
      // The server keeps the drill once it ends, with its call's recordings: the desk's debrief names them too.
      recordings: (drill) =>
        this.kept.find((k) => k.drill.desk === desk.email && drill.incidentId !== null && k.drill.incidentId === drill.incidentId)?.drill
          .recordings ?? [],
    });
    panel.start();
    panel.setTrainer(this.trainer);
    this.panels.set(desk.email, panel);
    return panel;
  }
}

export function createTrainingRoomViewModel(services: Services, params: { readonly t: TFunction }): TrainingRoomViewModel {
  return new TrainingRoomViewModel(
    {
      room: services.get(TrainingRoomFlow),
      download: (fileName, text) => downloadText(fileName, text, 'application/json'),
      savePdf: async (fileName, content) => downloadBlob(fileName, await renderDebriefPdf(params.t, content)),
    },
    params,
  );
}
