import { runInAction } from 'mobx';
import type { LiveSessionState } from '../../../application/live/live-session.state';
import { CALL_LOG_KEPT, type CallLogSlot } from '../../../application/live/call-log.store';
import { messageHistoryLines } from '../../../domain/live/call-log-history';
import type { ResendLinkInput, ResendLinkError } from '../../../application/live/resend-link.use-case';
import type { ActiveOperator, Incident } from '../../../domain/incident/incident';
import type { MessageStatusRecord } from '../../../domain/incident/message-status';
import {
  callerLinkOf,
  callStateOf,
  failedChannelOf,
  linkSentAt,
  otherChannel,
  resendOffered,
  type CallerLink,
  type CallState,
} from '../../../domain/live/call-state';
import type { SendChannel } from '../../../domain/messaging/delivery-status';
import type { SendFailureKey } from '../../../domain/messaging/send-failure';
import { sendLinkDisabled } from '../../../domain/messaging/send-link';
import type { Result } from '../../../domain/shared/result';
import { makeObservableExcept } from '../../shared/make-observable-except';
import type { PhoneFieldModel } from '../../shared/phone-field.model';

/** How often the page's timers (elapsed, give-up countdown) move. */
export const CALL_TICK_MS = 1000;
/** The same line again within this time is not repeated. */
export const CALL_LOG_REPEAT_MS = 10_000;
/** The most lines the call log keeps (as many as its store keeps per incident). */
export const CALL_LOG_LIMIT = CALL_LOG_KEPT;

/** One line of the call log: an i18n key (live.callState.log.* or a notice key) with its values, at a time. */
export interface CallLogEntry {
  readonly id: number;
  readonly at: number;
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly tone: 'info' | 'success' | 'warning' | 'error';
}

/** Why a call ended with a summary: the operator's stop, the caller leaving, the server's stop (SPEC §4). */
export type SummaryCause = 'operatorStop' | 'callerLeft' | 'serverStop';

/** The log line each end of a call leaves. */
const ENDED_LOG_KEYS: Readonly<Record<SummaryCause, string>> = {
  operatorStop: 'live.callState.log.stopped',
  callerLeft: 'live.callState.log.caller_left',
  serverStop: 'live.callState.log.server_stopped',
};

/** The "call ended" summary after the operator's stop, the caller leaving or the server's stop. */
export interface CallSummary {
  readonly incidentId: string;
  readonly cause: SummaryCause;
  readonly durationMs: number | null;
  /** Photos and videos the caller sent; null while counting (or when it could not be read). */
  readonly media: number | null;
  readonly chat: number | null;
  readonly points: number;
}

/** What the call state reads from the live page (LiveIncidentViewModel satisfies it). */
export interface CallSource {
  readonly state: LiveSessionState | null;
  readonly records: readonly MessageStatusRecord[];
  readonly points: readonly unknown[];
  /** The incident as last known (kept after the stop cleared it). */
  readonly knownIncident: Incident | null;
  /** The live session, told whether the caller's link reached them (no countdown for a link that never left). */
  readonly liveSession?: { callerLinkDelivered(delivered: boolean): void } | null;
}

export interface CallStateDeps {
  /** The page's clock tick (RepeatFlow). */
  readonly ticker?: { every(ms: number, action: () => Promise<void>): void; stop(): void; now(): number };
  /** ResendLinkUseCase.execute. */
  readonly resend?: (input: ResendLinkInput) => Promise<Result<{ readonly status: string | null }, ResendLinkError>>;
  /** FinishIncidentUseCase.execute (SPEC §7 finishIncident). */
  readonly finish?: (incidentId: string) => Promise<Result<void, unknown>>;
  /** Counts what the call left (media and chat messages), null for what cannot be read. */
  readonly count?: (incidentId: string) => Promise<{ readonly media: number | null; readonly chat: number | null }>;
  /** The failure text written into the description (the UI's translation). */
  readonly describeFailure?: (key: SendFailureKey) => string;
  /** Where the incident's call log is kept (CallLogStore.of): it survives leaving and reopening the incident. */
  readonly log?: CallLogSlot;
  /** A phone field holding a number (its prefix and digits), for correcting the number after a failed send. */
  readonly phoneField?: (phone: string | null) => PhoneFieldModel;
}

/**
 * SPEC §2, §4, §8 what the live page says about the call and what the operator can do next: the call state (domain
 * callStateOf), the caller's link in words, the time since the link went out and until the console gives up on the
 * caller, resending the link (again, or by the other channel), the "call ended" summary with finishing the incident,
 * and a call log (newest first) of everything a toast said, so nothing depends on reading a toast in time.
 */
export class CallStateModel {
  private nextId = 1;
  now: number;
  log: readonly CallLogEntry[] = [];
  summary: CallSummary | null = null;
  resending: SendChannel | null = null;
  finishing = false;
  finished = false;
  /** A send failure the operator has not dealt with yet (SPEC §8): the failure text's key. */
  sendFailure: SendFailureKey | null = null;
  /** The number being corrected after a failed send (null: not correcting); it is kept for the sends that follow. */
  phone: PhoneFieldModel | null = null;
  private correctedPhone: PhoneFieldModel | null = null;

  constructor(
    private readonly deps: CallStateDeps,
    private readonly source: CallSource,
  ) {
    this.now = deps.ticker?.now() ?? 0;
    this.log = (deps.log?.read() ?? []).map((line) => ({ ...line, id: this.nextId++ }));
    makeObservableExcept(this, ['deps', 'source', 'nextId', 'correctedPhone']);
  }

  start(): void {
    if (this.sendFailure) this.source.liveSession?.callerLinkDelivered(false);
    this.tick();
    this.deps.ticker?.every(CALL_TICK_MS, () => Promise.resolve(this.tick()));
  }

  dispose(): void {
    this.deps.ticker?.stop();
  }

  private tick(): void {
    const now = this.deps.ticker?.now();
    if (now !== undefined) runInAction(() => (this.now = now));
  }

  get link(): CallerLink {
    return callerLinkOf(this.source.records);
  }

  get kind(): CallState {
    const state = this.source.state;
    if (!state) return 'connecting';
    return callStateOf({
      phase: state.phase,
      outcome: state.outcome,
      remoteUsers: state.stream.remoteUsers.length,
      videoShown: state.stream.selectedUid !== null,
      camera: this.link.camera,
      delivery: this.link.step,
    });
  }

  /** The call is over (stopped, finished, the caller gone or given up on, the incident ended): nothing more is said in it. */
  get over(): boolean {
    if (this.summary !== null || this.finished) return true;
    const kind = this.kind;
    return kind === 'ended' || kind === 'gave_up' || kind === 'unavailable' || kind === 'held_elsewhere';
  }

  /** Time since the link went out, while the caller is awaited; null when unknown or no longer waiting. */
  get elapsedMs(): number | null {
    const state = this.source.state;
    if (!state || state.phase !== 'live' || !resendOffered(this.kind)) return null;
    const sent = linkSentAt(this.source.knownIncident?.at, state.liveSince, this.now);
    return sent === null ? null : Math.max(0, this.now - sent);
  }

  /** Time left before the console gives up on a caller who never joined (SPEC §8); null when not counting down. */
  get giveUpInMs(): number | null {
    const deadline = this.source.state?.callerDeadline ?? null;
    return deadline === null || this.source.state?.phase !== 'live' ? null : Math.max(0, deadline - this.now);
  }

  get resendOffered(): boolean {
    return resendOffered(this.kind) && this.source.state?.phase === 'live';
  }

  /** The channel the link went by last (SMS when unknown), and the other one. */
  get lastChannel(): SendChannel {
    return failedChannelOf(this.sendFailure) ?? this.link.channel ?? 'sms';
  }

  get otherChannel(): SendChannel {
    return otherChannel(this.lastChannel);
  }

  /** Who took control, as a name the operator knows (name, else email, else null). */
  get takenOverBy(): string | null {
    return operatorName(this.source.state?.takenOverBy ?? null);
  }

  /**
   * A line in the call log, newest first. The same words within CALL_LOG_REPEAT_MS are one line (the send failure the
   * create page reported and the message status repeats).
   */
  record(key: string, tone: CallLogEntry['tone'] = 'info', values?: CallLogEntry['values']): void {
    const at = this.deps.ticker?.now() ?? Date.now();
    if (this.log.some((e) => e.key === key && at - e.at < CALL_LOG_REPEAT_MS)) return;
    const entry: CallLogEntry = { id: this.nextId++, at, key, tone, ...(values ? { values } : {}) };
    runInAction(() => (this.log = [entry, ...this.log].slice(0, CALL_LOG_LIMIT)));
    this.deps.log?.write(this.log.map(({ id: _id, ...line }) => line));
  }

  /**
   * The lines the message status history tells (domain messageHistoryLines, from the records the message status table
   * lists), in time among the others: a line is new
   * unless the log already has the same words from CALL_LOG_REPEAT_MS before it on (the toast that told it live, or
   * the same history read at an earlier poll).
   */
  mergeHistory(records: readonly MessageStatusRecord[]): void {
    const fresh = messageHistoryLines(records).filter(
      (line) => !this.log.some((e) => e.key === line.key && e.at >= line.at - CALL_LOG_REPEAT_MS),
    );
    if (fresh.length === 0) return;
    const merged = [...this.log, ...fresh.map((line) => ({ ...line, id: this.nextId++ }))].sort((a, b) => b.at - a.at || b.id - a.id);
    runInAction(() => (this.log = merged.slice(0, CALL_LOG_LIMIT)));
    this.deps.log?.write(this.log.map(({ id: _id, ...line }) => line));
  }

  /**
   * SPEC §8: the caller's link did not leave (the `notice` of the route, a resend, the message status): one failure
   * state offers retry, the other channel and correcting the number; the session counts down to no caller meanwhile.
   */
  showSendFailure(key: SendFailureKey): void {
    this.sendFailure = key;
    this.record(key, 'error');
    this.source.liveSession?.callerLinkDelivered(false);
  }

  /**
   * A message status notice that the caller's latest link failed is the failure state, not one more toast (true when
   * it was taken as such).
   */
  linkFailureNotice(key: string): boolean {
    if (!failedChannelOf(key) || this.link.step !== 'failed') return false;
    this.showSendFailure(key as SendFailureKey);
    return true;
  }

  /** The corrected number is not complete for its prefix yet (SPEC §5): nothing can be sent to it. */
  get correctionIncomplete(): boolean {
    return this.phone !== null && sendLinkDisabled(this.phone.state, null, false);
  }

  /** The failure state's number field, holding the number the link went to (or the one corrected before). */
  correctPhone(): void {
    const incident = this.source.knownIncident;
    const current = incident?.sendToPhone ?? incident?.userCreate?.phone ?? null;
    this.phone = this.correctedPhone ?? this.deps.phoneField?.(typeof current === 'string' ? current : null) ?? null;
  }

  cancelCorrection(): void {
    this.phone = null;
  }

  /** Sends the caller's link again, by `channel`, to the number being corrected or else the one corrected before. */
  async resend(channel: SendChannel): Promise<void> {
    const incident = this.source.knownIncident;
    if (!incident || !this.deps.resend || this.resending) return;
    const phone = this.phone ?? this.correctedPhone;
    this.resending = channel;
    const result = await this.deps.resend({
      incident,
      channel,
      ...(phone ? { phone: phone.state } : {}),
      ...(this.deps.describeFailure ? { describe: this.deps.describeFailure } : {}),
    });
    runInAction(() => {
      this.resending = null;
      if (result.ok || result.error.kind === 'send-failed') {
        this.correctedPhone = phone;
        this.phone = null;
      }
    });
    if (result.ok) {
      runInAction(() => (this.sendFailure = null));
      this.source.liveSession?.callerLinkDelivered(true);
      this.record(channel === 'sms' ? 'live.callState.log.resent_sms' : 'live.callState.log.resent_whatsapp', 'success');
    } else if (result.error.kind === 'send-failed') this.showSendFailure(result.error.key);
    else if (result.error.kind === 'no-phone') this.record('live.callState.log.no_phone', 'error');
  }

  /** The failure state says so: the link never reached the caller (a send failed, or its delivery did). */
  get undelivered(): boolean {
    return this.sendFailure !== null || this.kind === 'undelivered';
  }

  /** The call ended (the operator's stop by default): the summary shows at once, its counts when read. */
  ended(cause: SummaryCause = 'operatorStop'): void {
    if (this.summary) return;
    const state = this.source.state;
    const incidentId = state?.incidentId ?? '';
    const start = state?.liveSince ?? null;
    const end = state?.endedAt ?? this.deps.ticker?.now() ?? null;
    this.summary = {
      incidentId,
      cause,
      durationMs: start !== null && end !== null ? Math.max(0, end - start) : null,
      media: null,
      chat: null,
      points: this.source.points.length,
    };
    this.record(ENDED_LOG_KEYS[cause], cause === 'operatorStop' ? 'info' : 'warning');
    void this.deps.count?.(incidentId).then(
      (counts) => runInAction(() => this.summary && (this.summary = { ...this.summary, ...counts })),
      () => undefined,
    );
  }

  /** SPEC §7 finishIncident from the summary (or after cancelling). */
  async finish(): Promise<boolean> {
    const incidentId = this.source.state?.incidentId;
    if (!incidentId || !this.deps.finish || this.finishing || this.finished) return this.finished;
    this.finishing = true;
    const result = await this.deps.finish(incidentId);
    runInAction(() => {
      this.finishing = false;
      this.finished = result.ok;
    });
    this.record(result.ok ? 'live.callState.log.finished' : 'live.callState.log.finish_failed', result.ok ? 'success' : 'error');
    return result.ok;
  }
}

/** An operator as people know them: full name, else email. */
export function operatorName(operator: ActiveOperator | null): string | null {
  if (!operator) return null;
  const name = [operator.name, operator.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  return name || (typeof operator.email === 'string' && operator.email.trim() !== '' ? operator.email : null);
}

/**
 * The words under the call state (`live.callState.hint.<…>`): while the caller is awaited, sending the link again is the
 * hint of the one who can (the operator running the call); whoever watches is told what to expect instead.
 */
export function callStateHintKey(kind: CallState, canResend: boolean): string {
  return `live.callState.hint.${kind === 'waiting' && !canResend ? 'waiting_watch' : kind}`;
}
