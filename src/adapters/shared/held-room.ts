import type { Unsubscribe } from '../../application/ports/subscription';
import { Emitter } from '../../application/shared/emitter';
import type { RoomAccess, TrainingRoom } from '../../application/training/ports/training-room.port';
import type { KeptDrill } from '../../domain/training/kept-drill';

/** What a room learns at once: the desks present, whether this console follows the room, or both. */
export interface RoomChange {
  readonly access?: RoomAccess;
  readonly desks?: readonly string[];
}

/**
 * What a trainer's console holds of a room it hears from: the desks present and its access (one event for both) and
 * the drills the room kept (an event of their own). A room tells it what it learned with `show` and `showKept`.
 */
export abstract class HeldRoom implements Omit<TrainingRoom, 'unlock' | 'channel' | 'close'> {
  private present: readonly string[] = [];
  private state: RoomAccess = 'following';
  private kept: readonly KeptDrill[] = [];
  private readonly changes = new Emitter<void>();
  private readonly keptChanges = new Emitter<void>();

  desks(): readonly string[] {
    return this.present;
  }

  onDesks(listener: () => void): Unsubscribe {
    return this.changes.event(listener);
  }

  access(): RoomAccess {
    return this.state;
  }

  keptDrills(): readonly KeptDrill[] {
    return this.kept;
  }

  onKeptDrills(listener: () => void): Unsubscribe {
    return this.keptChanges.event(listener);
  }

  protected show(change: RoomChange): void {
    this.state = change.access ?? this.state;
    this.present = change.desks ? [...change.desks] : this.present;
    this.changes.fire();
  }

  protected showKept(drills: readonly KeptDrill[]): void {
    this.kept = [...drills];
    this.keptChanges.fire();
  }

  /** No listener hears the room any more. */
  protected stopEvents(): void {
    this.changes.dispose();
    this.keptChanges.dispose();
  }
}
