import type { Clock } from '../ports/clock.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type { RecordedDrill, ScenarioLibrary } from './ports/scenario-library.port';
import { signedReport, type DebriefReport } from '../../domain/training/debrief-report';
import { actorHandOver } from '../../domain/training/drill-event';
import { newestFirst, type KeptDrill } from '../../domain/training/kept-drill';
import type { RoomAccess, TrainingRoom } from './ports/training-room.port';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import { TrainerDeskFlow } from './trainer-desk.flow';

/** One trainee desk on the trainer's console: who sits there, whether they are signed in now, and its drill. */
export interface RoomDesk {
  /** The account's e-mail (empty for the demo's one desk: this browser's tabs). */
  readonly email: string;
  readonly present: boolean;
  readonly flow: TrainerDeskFlow;
}

/** A finished drill the room keeps: its signed debrief, and the scenario file that plays it again. */
export interface KeptDrillRecord {
  readonly drill: KeptDrill;
  /** Null when its scenario file no longer reads (kept by another version of the console). */
  readonly report: DebriefReport | null;
  /** The drill as a scenario file (its scenario with the trainer's injections and an actor's hand-over at their times). */
  readonly recorded: RecordedDrill | null;
}

/**
 * The trainer's side of a training room: a TrainerDeskFlow per trainee desk, each over its own channel, so each desk
 * gets its own drill and injections reach that desk alone. A desk that signs out stays listed while it has a drill
 * (its debrief is still to read); one that never had a drill leaves the list.
 */
export class TrainingRoomFlow {
  private readonly changes = new Emitter<void>();
  private readonly store = new DisposableStore();
  private readonly flows = new Map<string, TrainerDeskFlow>();
  private list: readonly RoomDesk[] = [];
  private keptList: readonly KeptDrillRecord[] = [];

  readonly onChange = this.changes.event;

  constructor(
    private readonly room: TrainingRoom,
    private readonly library: ScenarioLibrary,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  start(): void {
    if (this.store.size > 0) return;
    this.store.add(this.room.onDesks(() => this.refresh()));
    this.store.add(
      this.room.onKeptDrills(() => {
        this.readKept();
        this.changes.fire();
      }),
    );
    this.readKept();
    this.store.add(() => {
      for (const flow of this.flows.values()) flow.dispose();
      this.flows.clear();
    });
    this.refresh();
  }

  dispose(): void {
    this.store.clear();
  }

  get desks(): readonly RoomDesk[] {
    return this.list;
  }

  /** Whether this console follows the room, or the room asks the trainer's password. */
  get access(): RoomAccess {
    return this.room.access();
  }

  unlock(password: string): void {
    this.room.unlock(password.trim());
  }

  /** The room's finished drills, newest first. */
  get kept(): readonly KeptDrillRecord[] {
    return this.keptList;
  }

  private readKept(): void {
    this.keptList = newestFirst(this.room.keptDrills()).map((drill) => {
      const read = this.library.read(drill.fileName, JSON.stringify(drill.scenario));
      if (!read.ok) return { drill, report: null, recorded: null };
      const report = signedReport({ ...drill, scenario: read.scenario, startedAt: drill.assignedAt, recordings: drill.recordings });
      const actor = actorHandOver(drill.events);
      const recorded: RecordedDrill =
        drill.injected.length > 0 || actor !== null
          ? this.library.record(read.scenario, drill.injected, actor)
          : { ok: true, fileName: drill.fileName, text: JSON.stringify(drill.scenario, null, 2) };
      return { drill, report, recorded };
    });
  }

  private refresh(): void {
    const present = new Set(this.room.desks());
    for (const email of present) if (!this.flows.has(email)) this.flows.set(email, this.open(email));
    this.list = [...this.flows.entries()]
      .filter(([email, flow]) => present.has(email) || flow.drill !== null)
      .map(([email, flow]) => ({ email, present: present.has(email), flow }))
      .sort((a, b) => a.email.localeCompare(b.email));
    this.changes.fire();
  }

  private open(email: string): TrainerDeskFlow {
    const flow = new TrainerDeskFlow(this.room.channel(email), this.library, this.ids, this.clock);
    flow.start();
    // A desk signed out stays listed while it has a drill: its drill's changes may change the list.
    this.store.add(flow.onChange(() => this.refresh()));
    return flow;
  }
}
