import type { Unsubscribe } from '../../application/ports/subscription';
import { Emitter } from '../../application/shared/emitter';
import type { TrainingChannel } from '../../application/training/ports/training-channel.port';
import type { RoomAccess, TrainingRoom } from '../../application/training/ports/training-room.port';
import { readKeptDrills, type KeptDrill } from '../../domain/training/kept-drill';
import { readTrainingMessage, type TrainingMessage } from '../../domain/training/training-protocol';
import type { RelaySocket } from './relay-socket';

/** Where this tab remembers the trainer's password (a reload of the trainer's console does not ask it again). */
const PASSWORD_KEY = 'training.room.password';

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** How long after the relay closed the trainer's console follows the room again. */
const REJOIN_AFTER_MS = 2_000;

/**
 * The trainer's console on the served console: it follows the server's training room over the relay socket (the
 * desks signed in, every desk's reports tagged with its e-mail) and sends each command to the one desk it names.
 */
export class RelayTrainingRoom implements TrainingRoom {
  private present: readonly string[] = [];
  private readonly changes = new Emitter<void>();
  private kept: readonly KeptDrill[] = [];
  private state: RoomAccess = 'following';
  private password = session()?.getItem(PASSWORD_KEY) ?? '';
  private readonly keptChanges = new Emitter<void>();
  private readonly reports = new Map<string, Emitter<TrainingMessage>>();
  private readonly listening: Unsubscribe[];
  private rejoin: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly relay: RelaySocket) {
    this.listening = [
      relay.onFrame((frame) => {
        if (frame.type === 'training.refused') {
          this.state = frame.given ? 'password-refused' : 'password-needed';
          this.present = [];
          this.changes.fire();
        } else if (frame.type === 'training.desks') {
          this.state = 'following';
          this.present = frame.desks;
          this.changes.fire();
        } else if (frame.type === 'training.drills') {
          this.kept = readKeptDrills(frame.drills);
          this.keptChanges.fire();
        } else if (frame.type === 'training.commandRefused' && frame.status === 409) {
          // The desk runs another drill: its channel hears the refusal as the desk's own.
          this.reports.get(frame.desk)?.fire({ type: 'busy', drillId: frame.drillId, scenario: frame.scenario });
        } else if (frame.type === 'training.report') {
          const message = readTrainingMessage(frame.message);
          if (message) this.reports.get(frame.desk)?.fire(message);
        }
      }),
      relay.onClose(() => this.follow(REJOIN_AFTER_MS)),
    ];
    this.follow(0);
  }

  desks(): readonly string[] {
    return this.present;
  }

  onDesks(listener: () => void): Unsubscribe {
    return this.changes.event(listener);
  }

  access(): RoomAccess {
    return this.state;
  }

  unlock(password: string): void {
    this.password = password;
    session()?.setItem(PASSWORD_KEY, password);
    this.watch();
  }

  keptDrills(): readonly KeptDrill[] {
    return this.kept;
  }

  onKeptDrills(listener: () => void): Unsubscribe {
    return this.keptChanges.event(listener);
  }

  channel(desk: string): TrainingChannel {
    const reports = this.reports.get(desk) ?? new Emitter<TrainingMessage>();
    this.reports.set(desk, reports);
    return {
      post: (message) =>
        this.relay.send({ type: 'training.command', desk, message: JSON.parse(JSON.stringify(message)) as Record<string, unknown> }),
      onMessage: (listener) => reports.event(listener),
      close: () => {
        reports.dispose();
        this.reports.delete(desk);
      },
    };
  }

  close(): void {
    this.closed = true;
    if (this.rejoin) clearTimeout(this.rejoin);
    for (const stop of this.listening) stop();
    this.relay.close();
    this.changes.dispose();
    this.keptChanges.dispose();
  }

  private watch(): void {
    this.relay.send({ type: 'training.watch', ...(this.password === '' ? {} : { password: this.password }) });
  }

  private follow(afterMs: number): void {
    if (this.closed || this.rejoin) return;
    this.rejoin = setTimeout(() => {
      this.rejoin = null;
      this.relay.connect().then(
        () => this.watch(),
        () => this.follow(REJOIN_AFTER_MS),
      );
    }, afterMs);
  }
}
