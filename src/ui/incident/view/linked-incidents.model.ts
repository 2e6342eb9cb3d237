import { runInAction } from 'mobx';
import type { CallFailure } from '../../../application/shared/failure';
import { NewestAnswer } from '../../../application/shared/newest-answer';
import {
  linkCandidates,
  linkedIncidentRoute,
  linkOwnerOf,
  type LinkCandidate,
  type LinkedIncidentEntry,
  type LinkRefusal,
} from '../../../domain/incident/linked-incidents';
import { parseIncidentId, type SearchForm, type SearchResult } from '../../../domain/search/search-incidents';
import type { Result } from '../../../domain/shared/result';
import { ConfirmSlot } from '../../shared/confirm-slot.model';
import { outcomeNotice } from './incident-actions.model';
import { LoadedList, type IncidentListSource } from './loaded-list.model';
import type { Notice } from '../../../domain/shared/notice';
import { makeObservableExcept } from '../../shared/make-observable-except';

type LinkFailure = CallFailure | { readonly kind: LinkRefusal };
const isRefusal = (failure: LinkFailure): failure is { readonly kind: LinkRefusal } =>
  failure.kind === 'self' || failure.kind === 'already-linked';

export interface LinkedIncidentsDeps {
  readonly list: IncidentListSource<LinkedIncidentEntry>;
  readonly navigate: (route: string) => void;
  readonly search: { execute(input: { readonly form: SearchForm }): Promise<Result<readonly SearchResult[], CallFailure>> };
  readonly links: {
    link(input: { incidentId: string; targetId: string; entries: readonly LinkedIncidentEntry[] }): Promise<Result<void, LinkFailure>>;
    unlink(input: { incidentId: string }): Promise<Result<void, CallFailure>>;
  };
  readonly notify: (notice: Notice) => void;
  /** Whether the signed-in user may link or unlink (what editing needs): otherwise the panel only lists. */
  readonly mayChange: (change: 'link' | 'unlink') => boolean;
}

/** The question the panel asks before it changes a link. */
export type LinkQuestion =
  { readonly kind: 'link'; readonly candidate: LinkCandidate } | { readonly kind: 'unlink'; readonly entry: LinkedIncidentEntry };

/** The search for an incident to link: by id when the words are a number, else by title. */
export function linkSearchForm(query: string): SearchForm {
  const words = query.trim();
  return parseIncidentId(words) !== null ? { incidentId: words } : { name: words };
}

/**
 * SPEC §2 Incident view, linked-incidents panel: the incident it links to, itself (disabled) and those linking to it;
 * choosing one opens its view (the page starts over with the new incident). Another incident of the tenant, found by
 * id or title, can be linked, and a listed link removed, each after a question.
 */
export class LinkedIncidentsModel {
  readonly entries: LoadedList<LinkedIncidentEntry>;
  readonly question: ConfirmSlot<LinkQuestion>;
  query = '';
  searching = false;
  /** null until a search answered; then the incidents it found that can be linked. */
  candidates: readonly LinkCandidate[] | null = null;
  searchFailed = false;
  private readonly searches = new NewestAnswer();

  constructor(
    private readonly deps: LinkedIncidentsDeps,
    private readonly tenant: string,
    private readonly incidentId: string,
  ) {
    this.entries = new LoadedList(deps.list, incidentId);
    this.question = new ConfirmSlot<LinkQuestion>((q) => this.change(q));
    makeObservableExcept(this, ['deps', 'tenant', 'incidentId', 'searches', 'entries', 'question']);
  }

  get canSearch(): boolean {
    return this.query.trim() !== '' && !this.searching;
  }

  /** A listed entry whose link can be removed (every one but the incident on screen). */
  canUnlink(entry: LinkedIncidentEntry): boolean {
    return this.deps.mayChange('unlink') && linkOwnerOf(this.incidentId, entry) !== null;
  }

  /** Finding and linking another incident is offered only to a user who may edit this one. */
  get canLink(): boolean {
    return this.deps.mayChange('link');
  }

  choose(entry: LinkedIncidentEntry): void {
    const route = linkedIncidentRoute(this.tenant, entry);
    if (route.ok) this.deps.navigate(route.value);
  }

  setQuery(query: string): void {
    this.query = query;
  }

  async search(): Promise<void> {
    if (!this.canSearch) return;
    const current = this.searches.begin();
    this.searching = true;
    const result = await this.deps.search.execute({ form: linkSearchForm(this.query) });
    if (!current()) return;
    runInAction(() => {
      this.searching = false;
      this.searchFailed = !result.ok;
      this.candidates = result.ok ? linkCandidates(this.incidentId, this.entries.items, result.value) : null;
    });
  }

  start(): void {
    this.entries.start();
  }

  dispose(): void {
    this.entries.dispose();
    this.searches.drop();
  }

  private async change(question: LinkQuestion): Promise<void> {
    if (question.kind === 'unlink') {
      const owner = linkOwnerOf(this.incidentId, question.entry);
      if (owner !== null) this.done(await this.deps.links.unlink({ incidentId: owner }), 'unlinked_toast');
      return;
    }
    const result = await this.deps.links.link({
      incidentId: this.incidentId,
      targetId: question.candidate.id,
      entries: this.entries.items,
    });
    if (result.ok) {
      runInAction(() => {
        this.candidates = null;
        this.query = '';
      });
      this.done(result, 'linked_toast');
      return;
    }
    const failure = result.error;
    if (isRefusal(failure)) {
      const key = `incident_view.linked.refused_${failure.kind === 'self' ? 'self' : 'already_linked'}`;
      this.deps.notify({ kind: 'error', key });
    } else this.done({ ok: false, error: failure }, 'linked_toast');
  }

  private done(result: Result<void, CallFailure>, doneWord: string): void {
    if (result.ok) this.entries.start();
    this.deps.notify(outcomeNotice(result, `incident_view.linked.${doneWord}`));
  }
}
