import { isDeleted, isFinished, isLive, type Incident } from './incident';

/**
 * The one status an operator sees (SPEC §4), in every list, badge, filter, report and PDF: deleted once deletedAt is
 * set, else finished once finishedAt is set, else live while it has a video stream, else a draft. The server's own
 * status word (DRAFT on creation, sent back unchanged on update) decides nothing more: an incident neither deleted,
 * finished nor live is still open to edit, whatever word the server keeps.
 */
export const LIFECYCLES = ['draft', 'live', 'finished', 'deleted'] as const;
export type Lifecycle = (typeof LIFECYCLES)[number];

export function lifecycleOf(incident: Pick<Incident, 'videoStream' | 'finishedAt' | 'deletedAt'> | null | undefined): Lifecycle {
  if (isDeleted(incident)) return 'deleted';
  if (isFinished(incident)) return 'finished';
  return isLive(incident) ? 'live' : 'draft';
}

export function isLifecycle(value: string): value is Lifecycle {
  return (LIFECYCLES as readonly string[]).includes(value);
}

/**
 * Status words that addresses written before the one status filtered by (the server's DRAFT and PUBLISHED, the list's
 * LIVE and FINISHED), so a bookmark keeps opening the list it showed: an open incident under either server word is a
 * draft now.
 */
const FORMER_WORDS: Readonly<Record<string, Lifecycle>> = {
  DRAFT: 'draft',
  PUBLISHED: 'draft',
  LIVE: 'live',
  FINISHED: 'finished',
  DELETED: 'deleted',
};

/** A status filter's value as the one status: a lifecycle as it is, a former word mapped, anything else unchanged. */
export function lifecycleFilterValue(value: string): string {
  const typed = value.trim();
  if (isLifecycle(typed)) return typed;
  return FORMER_WORDS[typed.toUpperCase()] ?? value;
}
