import type { TFunction } from 'i18next';
import { TrainingRoomFlow, type RoomDesk } from '../../../application/training/training-room.flow';
import type { Services } from '../../shared/services';
import { downloadBlob, downloadText } from '../../shared/download';
import { makeObservableExcept } from '../../shared/make-observable-except';
import { renderDebriefPdf } from './debrief-pdf';
import { TrainerPanelViewModel, type TrainerPanelDeps } from './trainer-panel.view-model';

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
  private readonly panels = new Map<string, TrainerPanelViewModel>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly deps: TrainingRoomDeps,
    _params: object = {},
  ) {
    makeObservableExcept(this, ['deps', 'panels', 'unsubscribe']);
  }

  start(): void {
    this.deps.room.start();
    this.unsubscribe = this.deps.room.onChange(() => this.follow());
    this.follow();
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    for (const panel of this.panels.values()) panel.dispose();
    this.panels.clear();
  }

  /** The demo's one desk (this browser's tabs), which the console shows as the single-desk panel. */
  get singleBrowser(): TrainerPanelViewModel | null {
    const [only] = this.desks;
    return this.desks.length === 1 && only?.email === '' ? only.panel : null;
  }

  private follow(): void {
    this.desks = this.deps.room.desks.map((desk) => ({ email: desk.email, present: desk.present, panel: this.panelOf(desk) }));
  }

  private panelOf(desk: RoomDesk): TrainerPanelViewModel {
    const known = this.panels.get(desk.email);
    if (known) return known;
    const panel = new TrainerPanelViewModel({ desk: desk.flow, download: this.deps.download, savePdf: this.deps.savePdf });
    panel.start();
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
