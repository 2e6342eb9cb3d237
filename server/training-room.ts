import type { Unsubscribe } from '../src/application/ports/subscription';
import type { TrainingChannel } from '../src/application/training/ports/training-channel.port';
import { Emitter } from '../src/application/shared/emitter';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { TraineeDesk } from '../src/adapters/fake/training/trainee-desk';
import { drillWorldOf } from '../src/composition/simulation/start-drill-recorder';
import { isTrainerCommand, readTrainingMessage, type TraineeReport, type TrainerCommand } from '../src/domain/training/training-protocol';
import { Clock } from '../src/application/ports/clock.port';
import type { KeptDrill } from '../src/domain/training/kept-drill';
import { KeptDrills } from './kept-drills';
import type { ServerWorld } from './server-world';

/** What a trainer's console hears from the room. */
export type RoomNews =
  | { readonly type: 'desks'; readonly desks: readonly string[] }
  | { readonly type: 'report'; readonly desk: string; readonly message: TraineeReport }
  | { readonly type: 'drills'; readonly drills: readonly KeptDrill[] };

interface Desk {
  readonly email: string;
  readonly commands: Emitter<TrainerCommand>;
  readonly trainee: TraineeDesk;
  /** The console sockets signed in with this account now. */
  sockets: number;
}

/**
 * The classroom on the server's world: every console signed in over the wire is a trainee desk, named by its
 * account's e-mail (two tabs of one account are one desk). Each desk is the demo's TraineeDesk on the shared world,
 * waiting for the next link that account sends, so two desks run two drills at once; a trainer's command reaches the
 * one desk it names, and each desk's reports go to every trainer's console, tagged with the desk.
 */
export class TrainingRoom {
  private readonly desks = new Map<string, Desk>();
  private readonly news = new Emitter<RoomNews>();
  private readonly kept: KeptDrills;

  constructor(private readonly world: ServerWorld) {
    this.kept = new KeptDrills(world.get<DemoWorld>(DemoWorld as unknown as symbol).memory, world.get<Clock>(Clock as unknown as symbol));
    this.kept.onChange(() => this.news.fire({ type: 'drills', drills: this.kept.list() }));
  }

  /** A console signed in with `token` connected; the returned disposer is its going away. */
  connected(token: string): Unsubscribe {
    const email = this.world.get<DemoWorld>(DemoWorld as unknown as symbol).callerFor(token)?.account.email;
    if (!email) return () => undefined;
    const desk = this.desks.get(email) ?? this.open(email);
    desk.sockets++;
    if (desk.sockets === 1) this.announce();
    let gone = false;
    return () => {
      if (gone) return;
      gone = true;
      desk.sockets--;
      if (desk.sockets === 0) this.announce();
    };
  }

  /** The desks signed in now, by e-mail. */
  signedIn(): readonly string[] {
    return [...this.desks.values()].filter((desk) => desk.sockets > 0).map((desk) => desk.email);
  }

  /**
   * A trainer's console follows the room: the desks and the kept drills at once, then every change and every desk's
   * report.
   */
  watch(listener: (news: RoomNews) => void): Unsubscribe {
    listener({ type: 'desks', desks: this.signedIn() });
    listener({ type: 'drills', drills: this.kept.list() });
    return this.news.event(listener);
  }

  /**
   * A trainer's command for the desk of `email`, read as the training protocol's; a report or an unknown desk is
   * dropped. A desk that has signed out still plays its running drill to the end.
   */
  command(email: string, raw: unknown): boolean {
    const message = readTrainingMessage(raw);
    const desk = this.desks.get(email);
    if (!desk || !message || !isTrainerCommand(message)) return false;
    this.kept.commanded(email, message);
    desk.commands.fire(message);
    return true;
  }

  dispose(): void {
    for (const desk of this.desks.values()) {
      desk.trainee.dispose();
      desk.commands.dispose();
    }
    this.desks.clear();
    this.kept.dispose();
    this.news.dispose();
  }

  private open(email: string): Desk {
    const commands = new Emitter<TrainerCommand>();
    const channel: TrainingChannel = {
      post: (message) => {
        // A structured copy, as a tab's channel delivers it: what the trainer hears is plain data, read again.
        const report = readTrainingMessage(structuredClone(message));
        if (!report || isTrainerCommand(report)) return;
        this.kept.reported(email, report);
        this.news.fire({ type: 'report', desk: email, message: report });
      },
      onMessage: (listener) => commands.event(listener),
      close: () => commands.dispose(),
    };
    const trainee = new TraineeDesk(channel, drillWorldOf(this.world.container), email, () => email, email);
    const desk: Desk = { email, commands, trainee, sockets: 0 };
    this.desks.set(email, desk);
    trainee.start();
    return desk;
  }

  private announce(): void {
    this.news.fire({ type: 'desks', desks: this.signedIn() });
  }
}
