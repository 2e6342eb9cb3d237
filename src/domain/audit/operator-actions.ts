import type { SendChannel } from '../messaging/delivery-status';
import type { AuditAction } from '../shared/constants';

/** SPEC §3 audit actions: the caller's link of an incident (POST /auth/send/sso, /auth/send/sso/wpp). */
export function normalLinkAction(channel: SendChannel): AuditAction {
  return channel === 'whatsapp' ? 'SEND_LINK_NORMAL_WPP' : 'SEND_LINK_NORMAL_SMS';
}

/** SPEC §3 audit actions: an invitation to watch an incident (POST /auth/share/sso, /auth/share/sso/wpp). */
export function shareLinkAction(channel: SendChannel): AuditAction {
  return channel === 'whatsapp' ? 'SEND_LINK_SHARE_WPP' : 'SEND_LINK_SHARE_SMS';
}

const EDIT_ACTIONS = {
  title: 'INCIDENT_EDIT_TITLE',
  description: 'INCIDENT_EDIT_DESCRIPTION',
  address: 'INCIDENT_EDIT_ADDRESS',
} as const satisfies Record<string, AuditAction>;

type EditedField = keyof typeof EDIT_ACTIONS;

/**
 * SPEC §3 audit actions of one accepted save of an incident's form: one action per audited field (title, description,
 * address) the save changed, compared trimmed; the other fields (city, coordinates) have no action of their own.
 */
export function incidentEditActions(
  fields: readonly string[],
  before: Readonly<Partial<Record<EditedField, unknown>>>,
  after: Readonly<Partial<Record<EditedField, unknown>>>,
): AuditAction[] {
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  return (Object.keys(EDIT_ACTIONS) as EditedField[])
    .filter((field) => fields.includes(field) && text(before[field]) !== text(after[field]))
    .map((field) => EDIT_ACTIONS[field]);
}
