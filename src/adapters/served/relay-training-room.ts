import type { Unsubscribe } from '../../application/ports/subscription';
import { Emitter } from '../../application/shared/emitter';
import type { TrainingChannel } from '../../application/training/ports/training-channel.port';
import type { TrainingRoom } from '../../application/training/ports/training-room.port';
import { readKeptDrills } from '../../domain/training/kept-drill';
import { readTrainingMessage, type TrainingMessage } from '../../domain/training/training-protocol';
import { HeldRoom } from '../shared/held-room';
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
export class RelayTrainingRoom extends HeldRoom implements TrainingRoom {
  private password = session()?.getItem(PASSWORD_KEY) ?? '';
  private readonly reports = new Map<string, Emitter<TrainingMessage>>();
  private readonly listening: Unsubscribe[];
  private rejoin: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly relay: RelaySocket) {
    super();
    this.listening = [
      relay.onFrame((frame) => {
        if (frame.type === 'training.refused') {
          this.show({ access: frame.given ? 'password-refused' : 'password-needed', desks: [] });
        } else if (frame.type === 'training.desks') {
          this.show({ access: 'following', desks: frame.desks });
        } else if (frame.type === 'training.drills') {
          this.showKept(readKeptDrills(frame.drills));
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

  unlock(password: string): void {
    this.password = password;
    session()?.setItem(PASSWORD_KEY, password);
    this.watch();
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
    this.stopEvents();
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
