import * as z from 'zod/mini';
import type { GatewayError } from '../../../application/ports/gateway-error';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import type { MessageStatusPermissions, MessageStatusRecord, MessageStatusMethod } from '../../../domain/incident/message-status';
import type { DemoWorld } from './demo-world';
import { isRecord, keptList } from './tab-memory';
import { onePerWorld } from './one-per-world';

/** One link the console asks the server to send. */
export interface LinkSendAttempt {
  /** 'send': the caller's link (POST /auth/send/sso*); 'share': a share invitation (POST /auth/share/sso*). */
  readonly kind: 'send' | 'share';
  readonly channel: 'sms' | 'whatsapp';
  readonly phone: string;
  readonly tenantId: string;
  /** The incident the link is for (read from the video stream). */
  readonly incidentId: string;
  readonly videoStream: string | number;
  /** For a share invitation into a collab broadcast (POST /auth/share/sso/{channel}). */
  readonly broadcastChannel?: string;
  /** The language code the link's page opens in (SPEC §1: 1 en, 2 pt, 3 es), when the console sent one. */
  readonly language?: 1 | 2 | 3;
  /** The e-mail of the account that sent it. */
  readonly sender?: string;
}

/** What the server does with a link: deliver it with a status, or refuse the call. */
export type LinkPolicyAnswer = string | { readonly status: string } | { readonly reject: GatewayError };

/** Decides what happens when a link is sent to a phone (the simulated caller plugs in its scenarios here). */
export type LinkRecipientPolicy = (attempt: LinkSendAttempt) => LinkPolicyAnswer;

/** The default policy: every link is sent. */
export const ALWAYS_SENT: LinkRecipientPolicy = () => 'sent';

/** A record on the board: the SPEC §3 record plus the link id it was sent with. */
export interface BoardRecord extends MessageStatusRecord {
  readonly receiver: string;
  readonly method: MessageStatusMethod;
  readonly status: string;
  readonly date: string;
  readonly permissions: MessageStatusPermissions;
  readonly linkId: string;
}

export type BoardChange = { readonly incidentId: string; readonly record: BoardRecord };

type LinkEntry =
  | {
      readonly kind: 'send';
      readonly incidentId: string;
      readonly tenantId: string;
      readonly receiver: string;
      readonly method: MessageStatusMethod;
    }
  | { readonly kind: 'share'; readonly incidentId: string | null; readonly tenantId: string; readonly receiver: string; status: string };

/** What GET /incident-links/{id}/status reads: a link's current status and who it was for. */
export interface LinkStatus {
  readonly linkId: string;
  readonly kind: 'send' | 'share';
  readonly incidentId: string | null;
  readonly tenantId: string;
  readonly receiver: string;
  readonly status: string;
}

interface IncidentBoard {
  readonly tenantId: string;
  records: BoardRecord[];
}

const MEMORY_KEY = 'demo.message-status';

/** What the tab keeps of the board (see remember): its incidents' records and its links. */
const KEPT_BOARD = z.object({ incidentId: z.string(), tenantId: z.string(), records: z.unknown() });
const KEPT_RECORD = z.object({
  receiver: z.string(),
  method: z.string(),
  status: z.string(),
  date: z.string(),
  linkId: z.string(),
  permissions: z.record(z.string(), z.unknown()),
});
const KEPT_LINK = z.object({ linkId: z.string(), kind: z.enum(['send', 'share']), tenantId: z.string(), receiver: z.string() });

/**
 * The demo world's message-status service: per incident, one SPEC §3 message status record per (receiver, method).
 * One board per DemoWorld (`MessageBoard.of(world)`), so DemoMessaging (behind FakeAuthGateway) and
 * FakeMessageStatusGateway see the same records however they are built. A driving call naming an unknown incident or
 * receiver throws an Error naming it, so a scenario typo is loud.
 */
export class MessageBoard {
  private readonly incidents = new Map<string, IncidentBoard>();
  private readonly links = new Map<string, LinkEntry>();
  private readonly changes = new Emitter<BoardChange>();
  private readonly invitations = new Emitter<LinkStatus>();
  private policy: LinkRecipientPolicy = ALWAYS_SENT;
  private nextLink = 1;

  constructor(private readonly world: DemoWorld) {
    this.recall();
  }

  /** The one MessageBoard of a world. */
  static readonly of = onePerWorld((world) => new MessageBoard(world));

  // ---- link policy ----

  /** Decides what happens when a link is sent to a phone (every link is 'sent' until a policy is set). */
  setLinkPolicy(policy: LinkRecipientPolicy): void {
    this.policy = policy;
  }

  resetLinkPolicy(): void {
    this.policy = ALWAYS_SENT;
  }

  /** Asks the policy about one link: the status to record, or the error the send call rejects with. */
  decide(attempt: LinkSendAttempt): { readonly status: string } | { readonly reject: GatewayError } {
    const answer = this.policy(attempt);
    if (typeof answer === 'string') return { status: answer };
    return answer;
  }

  // ---- records (written by DemoMessaging) ----

  /**
   * Records a sent link: a fresh record for (receiver, method), or the existing one re-sent (new date, new status,
   * permissions kept: the caller's answers so far stay true).
   */
  record(
    incidentId: string,
    tenantId: string,
    entry: { readonly receiver: string; readonly method: MessageStatusMethod; readonly status: string },
  ): BoardRecord {
    const key = String(incidentId);
    let board = this.incidents.get(key);
    if (!board) {
      board = { tenantId, records: [] };
      this.incidents.set(key, board);
    }
    const linkId = `link-${this.nextLink++}`;
    const existing = board.records.find((r) => r.receiver === entry.receiver && r.method === entry.method);
    const record: BoardRecord = {
      receiver: entry.receiver,
      method: entry.method,
      status: entry.status,
      date: this.nowIso(),
      permissions: existing?.permissions ?? {},
      linkId,
    };
    board.records = existing ? board.records.map((r) => (r === existing ? record : r)) : [...board.records, record];
    this.links.set(linkId, { kind: 'send', incidentId: key, tenantId: board.tenantId, receiver: entry.receiver, method: entry.method });
    this.remember();
    this.emit(key, record);
    return record;
  }

  /**
   * Records a share invitation (POST /auth/share/sso*): it gets a link id whose status GET /incident-links/{id}/status
   * reads, but no message status record (those are the caller's, SPEC §8 toasts).
   */
  recordInvitation(entry: {
    readonly incidentId: string | null;
    readonly tenantId: string;
    readonly receiver: string;
    readonly status: string;
  }): string {
    const linkId = `link-${this.nextLink++}`;
    this.links.set(linkId, { kind: 'share', ...entry });
    this.remember();
    this.invitations.fire({ linkId, kind: 'share', ...entry });
    return linkId;
  }

  /** A share invitation was recorded (who plays the invitee hears it). */
  onInvitation(listener: (invitation: LinkStatus) => void): Unsubscribe {
    return this.invitations.event(listener);
  }

  // ---- driving API ----

  /** A share invitation's status changes (e.g. 'opened'); throws for an unknown or non-invitation link id. */
  setInvitationStatus(linkId: string, status: string): void {
    const link = this.links.get(linkId);
    if (!link || link.kind !== 'share') throw new Error(`MessageBoard: no invitation ${linkId}`);
    link.status = status;
    this.remember();
  }

  /** The delivery status of the receiver's newest record (or of the one sent by `method`) changes. */
  setStatus(incidentId: string | number, receiver: string, status: string, method?: MessageStatusMethod): BoardRecord {
    return this.change(incidentId, receiver, method, (r) => ({ ...r, status, date: this.nowIso() }));
  }

  /** The caller's app reports permissions, merged into the record's. */
  setPermissions(
    incidentId: string | number,
    receiver: string,
    partial: MessageStatusPermissions,
    method?: MessageStatusMethod,
  ): BoardRecord {
    return this.change(incidentId, receiver, method, (r) => ({ ...r, permissions: { ...r.permissions, ...partial } }));
  }

  clickLink(incidentId: string | number, receiver: string, method?: MessageStatusMethod): BoardRecord {
    return this.setPermissions(incidentId, receiver, { clicked_link: true }, method);
  }

  /** The caller refused some of local/audio/video: each set to false, count_deny_permission up by one. */
  refuse(
    incidentId: string | number,
    receiver: string,
    names: readonly ('local' | 'audio' | 'video')[],
    method?: MessageStatusMethod,
  ): BoardRecord {
    return this.change(incidentId, receiver, method, (r) => {
      const count = Number(r.permissions.count_deny_permission ?? 0);
      const refused = Object.fromEntries(names.map((n) => [n, false])) as MessageStatusPermissions;
      return { ...r, permissions: { ...r.permissions, ...refused, count_deny_permission: (Number.isFinite(count) ? count : 0) + 1 } };
    });
  }

  clear(incidentId?: string | number): void {
    if (incidentId === undefined) {
      this.incidents.clear();
      this.links.clear();
    } else {
      this.incidents.delete(String(incidentId));
      for (const [id, link] of this.links) if (link.incidentId === String(incidentId)) this.links.delete(id);
    }
    this.remember();
  }

  // ---- inspection ----

  /** The incident's records, oldest first (copies). */
  records(incidentId: string | number): readonly BoardRecord[] {
    return (this.incidents.get(String(incidentId).trim())?.records ?? []).map((r) => ({ ...r, permissions: { ...r.permissions } }));
  }

  /** The tenant whose console sent the incident's links, or null when none was sent. */
  tenantOf(incidentId: string | number): string | null {
    return this.incidents.get(String(incidentId).trim())?.tenantId ?? null;
  }

  /** A link's current status (GET /incident-links/{id}/status), or null for an unknown id. */
  linkStatus(linkId: string | number): LinkStatus | null {
    const id = String(linkId).trim();
    const link = this.links.get(id);
    if (!link) return null;
    if (link.kind === 'share')
      return {
        linkId: id,
        kind: 'share',
        incidentId: link.incidentId,
        tenantId: link.tenantId,
        receiver: link.receiver,
        status: link.status,
      };
    const record = this.incidents.get(link.incidentId)?.records.find((r) => r.receiver === link.receiver && r.method === link.method);
    return record
      ? {
          linkId: id,
          kind: 'send',
          incidentId: link.incidentId,
          tenantId: link.tenantId,
          receiver: link.receiver,
          status: linkStage(record),
        }
      : null;
  }

  /** Every caller link sent (not share invitations), newest first, with its current status. */
  sentLinks(): readonly LinkStatus[] {
    return [...this.links.keys()]
      .reverse()
      .map((id) => this.linkStatus(id))
      .filter((status): status is LinkStatus => status?.kind === 'send');
  }

  onChange(listener: (change: BoardChange) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  listenerCount(): number {
    return this.changes.listenerCount;
  }

  private change(
    incidentId: string | number,
    receiver: string,
    method: MessageStatusMethod | undefined,
    update: (r: BoardRecord) => BoardRecord,
  ): BoardRecord {
    const key = String(incidentId).trim();
    const board = this.incidents.get(key);
    if (!board) throw new Error(`MessageBoard: no link was sent for incident ${key}`);
    const candidates = board.records.filter((r) => r.receiver === receiver && (method === undefined || r.method === method));
    const target = candidates.reduce<BoardRecord | undefined>((newest, r) => (!newest || r.date >= newest.date ? r : newest), undefined);
    if (!target) throw new Error(`MessageBoard: no link was sent to ${receiver} for incident ${key}${method ? ` by ${method}` : ''}`);
    const next = update(target);
    board.records = board.records.map((r) => (r === target ? next : r));
    this.remember();
    this.emit(key, next);
    return next;
  }

  /** Keeps the board in the tab's memory, so a reload of the demo finds the same message status. */
  private remember(): void {
    this.world.memory.write(MEMORY_KEY, {
      nextLink: this.nextLink,
      incidents: [...this.incidents].map(([incidentId, board]) => ({ incidentId, tenantId: board.tenantId, records: board.records })),
      links: [...this.links].map(([linkId, link]) => ({ linkId, ...link })),
    });
  }

  /** What an earlier page of this tab kept. */
  private recall(): void {
    const kept = this.world.memory.read(MEMORY_KEY);
    if (!isRecord(kept)) return;
    for (const entry of keptList(kept.incidents, KEPT_BOARD)) {
      // A record is kept whole, as the board wrote it: the schema checks what the board reads of it.
      const records = keptList(entry.records, KEPT_RECORD) as BoardRecord[];
      this.incidents.set(entry.incidentId, { tenantId: entry.tenantId, records });
    }
    for (const { linkId, ...link } of keptList(kept.links, KEPT_LINK)) this.links.set(linkId, link as LinkEntry);
    this.nextLink = Math.max(this.nextLink, Number(kept.nextLink) || 1);
  }

  private emit(incidentId: string, record: BoardRecord): void {
    this.changes.fire({ incidentId, record });
  }

  private nowIso(): string {
    return new Date(this.world.clock.now()).toISOString();
  }
}

/**
 * A caller's link as far as its receiver took it: they opened it (clicked_link) and then streamed into the call
 * (start_live_streaming), else what the message delivery says. A link that never arrived stays failed.
 */
function linkStage(record: BoardRecord): string {
  if (record.status === 'failed' || record.status === 'undelivered') return record.status;
  if (record.permissions.start_live_streaming === true) return 'joined';
  if (record.permissions.clicked_link === true) return 'opened';
  return record.status;
}
