import { AUDIT_ACTIONS, type AuditAction } from '../shared/constants';

/** One line of the audit trail as the user-behaviour section shows it (SPEC §3 audit actions, §7 GET /user-behaviour). */
export interface BehaviourRecord {
  /** The line's place in the answer with its time: the server gives no id. */
  readonly id: string;
  readonly action: string;
  readonly at: string;
  readonly userId: string | null;
  /** The incident the action was about, when the detail names one (or its chat conversation, `{incidentId}_{tenant}`). */
  readonly incidentId: string | null;
  /** The rest of the detail as `key: value` text (ids only, as recorded): what the CSV holds and the search reads. */
  readonly detail: string;
  /** The same fields, one by one, for the screen to name in words; a conversation that gave the incident is left out. */
  readonly fields: readonly BehaviourField[];
}

/** One field of an entry's detail: its key as recorded and its value as text. */
export interface BehaviourField {
  readonly key: string;
  readonly value: string;
}

export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

const idText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

/** SPEC §3 chat conversation name {incidentId}_{public or tenant_{id}}: its incident. */
function conversationIncident(conversation: unknown): string | null {
  const match = typeof conversation === 'string' ? /^([^_\s]+)_(public|tenant_\w+)$/.exec(conversation) : null;
  return match?.[1] ?? null;
}

/** The trail's entries as records: an entry's user and incident as text, its other detail fields as `key: value` text. */
export function behaviourRecords(
  entries: readonly {
    readonly action: string;
    readonly at: string;
    readonly userId?: string | number | null;
    readonly detail?: Readonly<Record<string, unknown>> | null;
  }[],
): BehaviourRecord[] {
  return entries.map((entry, index) => {
    const { incidentId, ...rest } = entry.detail ?? {};
    const all = Object.entries(rest)
      .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
      .map(([key, value]) => ({ key, value: String(value) }));
    const fromConversation = conversationIncident(rest.conversation);
    const incident = idText(incidentId) ?? fromConversation;
    return {
      id: `${entry.at}#${index}`,
      action: entry.action,
      at: entry.at,
      userId: idText(entry.userId),
      incidentId: incident,
      detail: all.map((field) => `${field.key}: ${field.value}`).join(', '),
      fields: all.filter((field) => !(field.key === 'conversation' && fromConversation !== null && fromConversation === incident)),
    };
  });
}
