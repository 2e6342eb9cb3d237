import { runInAction } from 'mobx';
import type { ModerateCommentInput } from '../../../application/incidents/moderate-comment.use-case';
import type { CallFailure } from '../../../application/shared/failure';
import type { Comment, Incident } from '../../../domain/incident/incident';
import type { Result } from '../../../domain/shared/result';
import { makeObservableExcept } from '../../shared/make-observable-except';
import { ConfirmSlot } from '../../shared/confirm-slot.model';
import { outcomeNotice } from './incident-actions.model';
import type { Notice } from '../../../domain/shared/notice';

export interface CommentsDeps {
  readonly moderate: { execute(input: ModerateCommentInput): Promise<Result<void, CallFailure>> };
  readonly isModerator: () => boolean;
  readonly notify: (notice: Notice) => void;
  readonly reload: () => Promise<void>;
}

/** One line of the comments panel: a comment (which a moderator may approve or delete) or an update. */
export interface FeedEntry {
  readonly key: string;
  readonly kind: 'comment' | 'update';
  readonly id: string;
  readonly at: string;
  readonly author: string;
  readonly body: string;
  readonly hyperlink: string | null;
  readonly reported: boolean;
}

const person = (u: Comment['user']): string =>
  [u?.name, u?.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ') || (u?.email ?? '').trim();

type FeedSource = { readonly id?: unknown; readonly at?: string | null; readonly user?: Comment['user'] };

function entryOf(
  kind: FeedEntry['kind'],
  item: FeedSource,
  index: number,
  rest: Pick<FeedEntry, 'body' | 'hyperlink' | 'reported'>,
): FeedEntry {
  const id = item.id === null || item.id === undefined ? '' : String(item.id as string | number);
  return { key: `${kind}-${id || index}`, kind, id, at: item.at ?? '', author: person(item.user), ...rest };
}

/** SPEC §3 the incident's comments and updates, oldest first. */
export function feedOf(incident: Incident): FeedEntry[] {
  const link = (url: unknown) => (typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null);
  const time = (e: FeedEntry) => Date.parse(e.at) || 0;
  return [
    ...(incident.comments ?? []).map((c, i) =>
      entryOf('comment', c, i, { body: c.body ?? '', hyperlink: null, reported: c.isReported === true }),
    ),
    ...(incident.updates ?? []).map((u, i) =>
      entryOf('update', u, i, { body: u.title ?? '', hyperlink: link(u.hyperlink), reported: false }),
    ),
  ].sort((a, b) => time(a) - time(b));
}

/** SPEC §3, §7 comment moderation: approve (setApprovedComment) at once, delete (deleteCommentFromIncident) confirmed. */
export class CommentsModel {
  busy: string | null = null;
  readonly deleting: ConfirmSlot<FeedEntry>;

  constructor(
    private readonly deps: CommentsDeps,
    private readonly incidentId: string,
  ) {
    this.deleting = new ConfirmSlot<FeedEntry>((entry) => this.decide(entry, 'delete'));
    makeObservableExcept(this, ['deps', 'incidentId', 'deleting']);
  }

  get moderator(): boolean {
    return this.deps.isModerator();
  }

  approve(entry: FeedEntry): Promise<void> {
    return this.decide(entry, 'approve');
  }

  private async decide(entry: FeedEntry, decision: ModerateCommentInput['decision']): Promise<void> {
    if (entry.kind !== 'comment' || this.busy !== null || !this.moderator) return;
    this.busy = entry.key;
    const result = await this.deps.moderate.execute({ incidentId: this.incidentId, commentId: entry.id, decision });
    if (result.ok) await this.deps.reload();
    runInAction(() => {
      this.busy = null;
    });
    this.deps.notify(outcomeNotice(result, `incident_view.comments.${decision}d_toast`));
  }
}
