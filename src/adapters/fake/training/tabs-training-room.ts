import type { TrainingChannel } from '../../../application/training/ports/training-channel.port';
import type { RoomAccess, TrainingRoom } from '../../../application/training/ports/training-room.port';
import type { KeptDrill } from '../../../domain/training/kept-drill';

/** The one desk of the in-browser demo: this browser's signed-in tabs, which all hear the trainer's channel. */
export const THIS_BROWSER_DESK = '';

/** The demo's room: one desk (the browser's tabs) over one training channel. */
export class TabsTrainingRoom implements TrainingRoom {
  constructor(private readonly tabs: TrainingChannel) {}

  desks(): readonly string[] {
    return [THIS_BROWSER_DESK];
  }

  onDesks(): () => void {
    return () => undefined;
  }

  /** The browser's own tabs: whoever opens the console in this browser trains. */
  access(): RoomAccess {
    return 'following';
  }

  unlock(): void {}

  channel(): TrainingChannel {
    return this.tabs;
  }

  /** Each tab's drills end in the browser (exported from the trainer's panel): none is kept for later. */
  keptDrills(): readonly KeptDrill[] {
    return [];
  }

  onKeptDrills(): () => void {
    return () => undefined;
  }

  close(): void {
    this.tabs.close();
  }
}
