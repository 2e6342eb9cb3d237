import type { Unsubscribe } from '../src/application/ports/subscription';
import type { TrainingChannel } from '../src/application/training/ports/training-channel.port';
import { Emitter } from '../src/application/shared/emitter';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { TraineeDesk } from '../src/adapters/fake/training/trainee-desk';
import { drillWorldOf } from '../src/composition/simulation/start-drill-recorder';
import { isTrainerCommand, readTrainingMessage, type TraineeReport, type TrainerCommand } from '../src/domain/training/training-protocol';
import { Clock } from '../src/application/ports/clock.port';
import { linkSentAt, type KeptDrill, type KeptRecording } from '../src/domain/training/kept-drill';
import { callRecordings, isCallRecording, type RecordedMedia } from '../src/adapters/fake/demo-world/call-recordings';
import { IncidentStore } from '../src/adapters/fake/demo-world/incident-store';
import { KeptDrills } from './kept-drills';
import type { ServerWorld } from './server-world';

/** A trainer's command the room did not pass to its desk, and why (as an HTTP status and words). */
export interface CommandRefusal {
  readonly status: number;
  readonly message: string;
  readonly drillId: string;
  /** The scenario the desk is running. */
  readonly scenario: string;
}

/** What a trainer's console hears from the room. */
export type RoomNews =
  | { readonly type: 'desks'; readonly desks: readonly string[] }
  | { readonly type: 'report'; readonly desk: string; readonly message: TraineeReport }
  | { readonly type: 'drills'; readonly drills: readonly KeptDrill[] };

interface Desk {
  readonly email: string;
  /** The account's tenant, where its drills' calls are made. */
  readonly tenantId: string;
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
  private readonly stopFollowingIncidents: Unsubscribe;

  constructor(private readonly world: ServerWorld) {
    this.kept = new KeptDrills(world.get<DemoWorld>(DemoWorld as unknown as symbol).memory, world.get<Clock>(Clock as unknown as symbol));
    this.kept.onChange(() => this.news.fire({ type: 'drills', drills: this.drills() }));
    // A call's recording grows while the call goes on and is uploaded whole when its picture stops, often after its
    // drill was kept: the list is sent again with the recording's length.
    const kept = (tenantId: string, incidentId: string) =>
      this.kept.list().some((d) => d.incidentId === incidentId && d.tenantId === tenantId);
    const followIncidents = world.get<IncidentStore>(IncidentStore as unknown as symbol).onChange((incident) => {
      if (kept(incident.tenantId, incident.id)) this.news.fire({ type: 'drills', drills: this.drills() });
    });
    const followRecordings = callRecordings(world.get<DemoWorld>(DemoWorld as unknown as symbol)).onChange((url) => {
      const [tenantId, incidentId] = url.replace('demo://recordings/', '').split('/');
      if (tenantId && incidentId && kept(tenantId, incidentId)) this.news.fire({ type: 'drills', drills: this.drills() });
    });
    this.stopFollowingIncidents = () => {
      followIncidents();
      followRecordings();
    };
  }

  /** A console signed in with `token` connected; the returned disposer is its going away. */
  connected(token: string): Unsubscribe {
    const caller = this.world.get<DemoWorld>(DemoWorld as unknown as symbol).callerFor(token);
    if (!caller) return () => undefined;
    const email = caller.account.email;
    const desk = this.desks.get(email) ?? this.open(email, caller.tenant.id);
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
    listener({ type: 'drills', drills: this.drills() });
    return this.news.event(listener);
  }

  /**
   * A trainer's command for the desk of `email`, read as the training protocol's; a report or an unknown desk is
   * dropped (false). A desk that has signed out still plays its running drill to the end. A desk runs one drill at a
   * time: an assignment while its drill runs is refused with 409 (the running drill is kept going, and kept when it
   * ends).
   */
  command(email: string, raw: unknown): boolean | CommandRefusal {
    const message = readTrainingMessage(raw);
    const desk = this.desks.get(email);
    if (!desk || !message || !isTrainerCommand(message)) return false;
    const running = desk.trainee.busy;
    if (message.type === 'assign' && running !== null) {
      const reason = `${email} is running the drill "${running}": a desk runs one drill at a time; assign again once its call ends`;
      return { status: 409, message: reason, drillId: message.drillId, scenario: running };
    }
    this.kept.commanded(email, message, desk.tenantId);
    desk.commands.fire(message);
    return true;
  }

  dispose(): void {
    for (const desk of this.desks.values()) {
      desk.trainee.dispose();
      desk.commands.dispose();
    }
    this.desks.clear();
    this.stopFollowingIncidents();
    this.kept.dispose();
    this.news.dispose();
  }

  /** The kept drills, each with the recordings of its call that the world holds now. */
  private drills(): readonly KeptDrill[] {
    const files = callRecordings(this.world.get<DemoWorld>(DemoWorld as unknown as symbol)).all();
    return this.kept.list().map((drill) => ({ ...drill, recordings: recordingsOf(drill, files) }));
  }

  private open(email: string, tenantId: string): Desk {
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
    const desk: Desk = { email, tenantId, commands, trainee, sockets: 0 };
    this.desks.set(email, desk);
    trainee.start();
    return desk;
  }

  private announce(): void {
    this.news.fire({ type: 'desks', desks: this.signedIn() });
  }
}

/**
 * The recordings among `files` (the world's call recordings, by address) of the drill's call, in the order made, each
 * placed in the drill (seconds since its link) where the recording told how long it lasts and when it stopped.
 */
function recordingsOf(drill: KeptDrill, files: ReadonlyMap<string, RecordedMedia>): KeptRecording[] {
  if (drill.tenantId === null || drill.incidentId === null) return [];
  const folder = `demo://recordings/${drill.tenantId}/${drill.incidentId}/`;
  const link = linkSentAt(drill);
  return [...files]
    .filter(([url]) => url.startsWith(folder) && isCallRecording(url))
    .map(([url, media]) => {
      const to = media.endedAt === undefined ? null : Math.max(0, (media.endedAt - link) / 1000);
      const from = to === null || media.durationMs === undefined ? null : Math.max(0, to - media.durationMs / 1000);
      return { filename: url.slice(folder.length), url, from: round(from), to: round(to) };
    })
    .sort((a, b) => a.filename.localeCompare(b.filename, undefined, { numeric: true }));
}

const round = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 10) / 10);
