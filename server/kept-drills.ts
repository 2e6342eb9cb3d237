import type { Clock } from '../src/application/ports/clock.port';
import type { Unsubscribe } from '../src/application/ports/subscription';
import { Emitter } from '../src/application/shared/emitter';
import type { TabMemory } from '../src/adapters/fake/demo-world/tab-memory';
import { KEPT_DRILLS_MAX, readKeptDrills, type KeptDrill } from '../src/domain/training/kept-drill';
import type { TraineeReport, TrainerCommand } from '../src/domain/training/training-protocol';

/** Where the world keeps its finished drills: its memory, which a world file saves and a restart reads back. */
const KEPT_DRILLS_KEY = 'server.training.kept-drills';

/** A drill assigned to a desk, followed from its assignment to its end. */
type Following = { -readonly [K in keyof KeptDrill]: KeptDrill[K] } & { readonly drillId: string };

/**
 * The room's finished drills, kept in the server's world: each desk's drill is followed from the trainer's assignment
 * (trainer, scenario file) through the desk's reports (trainee, call, events, injections), and kept once it ends, so
 * the trainer's console lists it, exports it and plays it again, also after the server restarts from its world file.
 */
export class KeptDrills {
  private readonly following = new Map<string, Following>();
  private readonly changes = new Emitter<void>();

  constructor(
    private readonly memory: TabMemory,
    private readonly clock: Clock,
  ) {}

  /** The kept drills, newest last as they were kept. */
  list(): readonly KeptDrill[] {
    return readKeptDrills(this.memory.read(KEPT_DRILLS_KEY));
  }

  onChange(listener: () => void): Unsubscribe {
    return this.changes.event(listener);
  }

  /**
   * A trainer's command for the desk (of the tenant `tenantId`): an assignment starts following a drill, a cancel
   * forgets it.
   */
  commanded(desk: string, command: TrainerCommand, tenantId: string | null): void {
    if (command.type === 'assign') {
      const assignedAt = this.clock.now();
      const scenario = command.scenario as { readonly name?: unknown };
      this.following.set(desk, {
        id: `${desk}/${command.drillId}/${assignedAt}`,
        drillId: command.drillId,
        desk,
        trainer: command.trainer?.trim() || null,
        trainee: null,
        fileName: command.fileName ?? (typeof scenario?.name === 'string' ? `${scenario.name}.json` : 'drill.json'),
        scenario: command.scenario,
        assignedAt,
        tenantId,
        incidentId: null,
        recordings: [],
        events: [],
        injected: [],
      });
    } else if (command.type === 'cancel' && this.following.get(desk)?.drillId === command.drillId) {
      this.following.delete(desk);
    }
  }

  /** The desk's report on its drill; the drill is kept when its `ended` event comes. */
  reported(desk: string, report: TraineeReport): void {
    const drill = this.following.get(desk);
    if (!drill || report.drillId !== drill.drillId) return;
    switch (report.type) {
      case 'started':
        drill.trainee = report.trainee ?? desk;
        drill.incidentId = report.incidentId;
        return;
      case 'injected':
        drill.injected = [...drill.injected, { at: report.at, step: report.step }];
        return;
      case 'event':
        drill.events = [...drill.events, report.event];
        if (report.event.kind === 'ended') this.keep(desk, drill);
        return;
      default:
        return;
    }
  }

  dispose(): void {
    this.following.clear();
    this.changes.dispose();
  }

  private keep(desk: string, drill: Following): void {
    this.following.delete(desk);
    const { drillId: _drillId, ...kept } = drill;
    this.memory.write(KEPT_DRILLS_KEY, [...this.list(), kept].slice(-KEPT_DRILLS_MAX));
    this.changes.fire();
  }
}
