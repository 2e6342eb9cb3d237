import { parseDeliveryStatus } from './delivery-status';

/**
 * SPEC §4, §7: an invitation link's status can be read per link (GET /incident-links/{id}/status) and its values are
 * not shown. The console reads them as four stages an operator acts on: the link went out, the invitee opened it, the
 * invitee joined the call, or it never arrived; any other value is 'unknown' (shown as such, never guessed).
 */
export const INVITATION_LINK_STATES = ['sent', 'opened', 'joined', 'failed', 'unknown'] as const;
export type InvitationLinkState = (typeof INVITATION_LINK_STATES)[number];

const OPENED = ['opened', 'open', 'read', 'clicked', 'clicked_link', 'viewed', 'seen'];
const JOINED = ['joined', 'connected', 'streaming', 'live', 'in_call', 'start_live_streaming'];
const SENT = ['queued', 'sending', 'pending', 'accepted', 'created'];
const FAILED = ['error', 'rejected', 'canceled', 'cancelled', 'expired'];

/** The stage of one link status as the server wrote it (case and surrounding spaces ignored). */
export function invitationLinkState(raw: unknown): InvitationLinkState {
  const delivery = parseDeliveryStatus(raw);
  if (delivery === 'failed' || delivery === 'undelivered') return 'failed';
  if (delivery === 'read') return 'opened';
  if (delivery === 'sent' || delivery === 'delivered') return 'sent';
  const word = typeof raw === 'string' && raw.length <= 64 ? raw.trim().toLowerCase() : '';
  if (OPENED.includes(word)) return 'opened';
  if (JOINED.includes(word)) return 'joined';
  if (SENT.includes(word)) return 'sent';
  if (FAILED.includes(word)) return 'failed';
  return 'unknown';
}

/** A link that no longer changes for the operator: once joined or failed it is not asked about again. */
export function isSettledInvitation(state: InvitationLinkState): boolean {
  return state === 'joined' || state === 'failed';
}

/** Who an invitation went to, through which share mode, and what its link was last read as. */
export interface InvitedLink {
  readonly linkId: string;
  readonly phone: string;
  /** The share mode that sent it: a watcher's invitation or a second broadcaster's link. */
  readonly mode: 'shareInvitation' | 'newBroadcast';
  readonly state: InvitationLinkState;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Invited links as kept in storage: anything malformed is dropped, never trusted. */
export function parseInvitedLinks(raw: unknown): InvitedLink[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): InvitedLink[] => {
    if (!isRecord(item) || typeof item.linkId !== 'string' || item.linkId === '' || typeof item.phone !== 'string') return [];
    if (item.mode !== 'shareInvitation' && item.mode !== 'newBroadcast') return [];
    const state = (INVITATION_LINK_STATES as readonly unknown[]).includes(item.state) ? (item.state as InvitationLinkState) : 'sent';
    return [{ linkId: item.linkId, phone: item.phone, mode: item.mode, state }];
  });
}
