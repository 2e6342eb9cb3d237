import { messageStatusKey } from '../../domain/live/live-keys';
import type { MessageStatusRecord } from '../../domain/incident/message-status';
import { parseMessageMethod } from '../../domain/messaging/delivery-status';
import { latestCallerRecord } from '../../domain/messaging/caller-never-joined';
import { deriveMessageNotices, diffMessageNotices, type MessageNoticeKey } from '../../domain/messaging/message-status';
import type { Notice } from '../../domain/shared/notice';
import { TIMINGS } from '../../domain/shared/constants';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { MessageStatusGateway } from '../ports/message-status-gateway.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import { Poller } from '../shared/poller';

/** A toast to show (SPEC §8), with the message it is about. */
export interface MessageStatusNotice extends Notice<MessageNoticeKey> {
  readonly receiver: string;
  readonly method: string | null;
}

/**
 * SPEC §4, §8, §9: while an incident is live, polls its message status and permissions every TIMINGS.permissionPoll
 * (2 s), the first poll at start(). Each record is compared with the same message's previous reading (domain
 * diffMessageNotices), so every toast (link read, link clicked, refused media / location / both, accepted camera /
 * location, and the error of a failed or undelivered delivery) is emitted once, with its SPEC §9 duration; a refusal
 * shows again only when count_deny_permission goes up. The first reading tells only the latest link's standing problems
 * (failed delivery, refusals), not the link's whole history. A poll that is still running when the next is due is not
 * doubled; a failed poll is logged and the next one tries again. When the realtime socket reopens after a gap it polls at
 * once. dispose() stops the timer and drops every listener.
 */
export class MessageStatusPollFlow {
  private readonly disposables = new DisposableStore();
  private readonly notices = this.disposables.add(new Emitter<MessageStatusNotice>());
  private readonly recordChanges = this.disposables.add(new Emitter<readonly MessageStatusRecord[]>());
  private readonly poller: Poller;
  private incidentId: string | number | null = null;
  private latest: readonly MessageStatusRecord[] = [];
  /** The incident's records were read once: from then on, what changes is told. */
  private readOnce = false;
  private readonly previous = new Map<string, MessageStatusRecord>();
  private followingReopens = false;
  /** The poll under way, if any, and whether a refresh asked it to read once more. */
  private reading: Promise<void> | null = null;
  private readAgain = false;

  /** `onReopen`: the realtime socket's reopen signal (RealtimeConnectionFlow.onReopen), when the console has one. */
  constructor(
    private readonly gateway: MessageStatusGateway,
    clock: Clock,
    private readonly logger: Logger,
    private readonly onReopen?: (listener: () => void) => Unsubscribe,
  ) {
    this.poller = this.disposables.add(
      new Poller({
        clock,
        intervalMs: TIMINGS.permissionPoll,
        poll: () => this.poll(),
        onError: (error) => this.logger.warning('message status poll failed', { incidentId: this.incidentId, error: String(error) }),
      }),
    );
  }

  /** The records of the last successful poll (the message status panel). */
  get records(): readonly MessageStatusRecord[] {
    return this.latest;
  }

  /** Starts polling the incident (once; a second start() with another incident restarts on it). */
  start(incidentId: string | number): void {
    if (this.disposables.isDisposed) return;
    if (this.incidentId !== incidentId) {
      this.previous.clear();
      this.readOnce = false;
    }
    this.incidentId = incidentId;
    this.poller.start();
    if (this.onReopen && !this.followingReopens) {
      this.followingReopens = true;
      // Back from a socket gap: read the status now rather than at the next tick.
      this.disposables.add(this.onReopen(() => void this.poller.now()));
    }
  }

  /**
   * Reads the status now, outside the 2 s tick: the server pushed a change of the caller's permissions
   * (showPermissions), so the toasts and the panel follow it at once. A read already under way may have been answered
   * before the change, so that poll reads once more before it ends.
   */
  async refresh(): Promise<void> {
    if (this.incidentId === null || this.disposables.isDisposed) return;
    if (this.reading) {
      this.readAgain = true;
      return this.reading.catch(() => undefined);
    }
    await this.poller.now();
  }

  /** Every new toast, once. */
  onNotice(listener: (notice: MessageStatusNotice) => void): Unsubscribe {
    return this.notices.event(listener);
  }

  /** The records after every successful poll. */
  onRecords(listener: (records: readonly MessageStatusRecord[]) => void): Unsubscribe {
    return this.recordChanges.event(listener);
  }

  /** How many listeners are attached (none after dispose). */
  listenerCount(): number {
    return this.notices.listenerCount + this.recordChanges.listenerCount;
  }

  dispose(): void {
    this.disposables.dispose();
  }

  private poll(): Promise<void> {
    const reading = (async () => {
      do {
        this.readAgain = false;
        await this.read();
      } while (this.readAgain && !this.disposables.isDisposed);
    })();
    this.reading = reading;
    return reading.finally(() => {
      if (this.reading === reading) this.reading = null;
    });
  }

  private async read(): Promise<void> {
    const incidentId = this.incidentId;
    if (incidentId === null) return;
    const records = await this.gateway.byIncident(incidentId);
    if (this.disposables.isDisposed || incidentId !== this.incidentId) return;
    this.apply(Array.isArray(records) ? records : []);
  }

  /**
   * The first reading of an incident (the page opens on it, or comes back after a reload) tells only what is wrong with
   * the caller's latest link (a failed delivery, a refused permission): how the link went before is history, which the
   * message status panel shows, not a burst of toasts.
   */
  private standingProblems(records: readonly MessageStatusRecord[]): MessageStatusNotice[] {
    const latest = latestCallerRecord(records);
    if (!latest) return [];
    return deriveMessageNotices(latest)
      .filter((notice) => notice.kind === 'error' || notice.kind === 'warning')
      .map((notice) => noticeOf(notice, latest));
  }

  private apply(records: readonly MessageStatusRecord[]): void {
    this.latest = records;
    const notices: MessageStatusNotice[] = [];
    // Each message (receiver and method) is compared by its newest record (the answer is oldest first): a history of
    // several records of one message is not replayed at every poll.
    const newest = new Map<string, MessageStatusRecord>();
    for (const record of records) if (record) newest.set(messageStatusKey(record), record);
    for (const [key, record] of newest) {
      for (const notice of diffMessageNotices(this.previous.get(key), record)) {
        notices.push(noticeOf(notice, record));
      }
      this.previous.set(key, record);
    }
    this.recordChanges.fire(records);
    for (const notice of this.readOnce ? notices : this.standingProblems(records)) this.notices.fire(notice);
    this.readOnce = true;
  }
}

/** A notice about one message, told with its receiver and channel. */
function noticeOf(notice: Notice<MessageNoticeKey>, record: MessageStatusRecord): MessageStatusNotice {
  return { ...notice, receiver: String(record.receiver ?? ''), method: parseMessageMethod(record.method) };
}
