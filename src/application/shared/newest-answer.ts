/**
 * Only the newest call's answer counts: each call takes its check when it starts, and its answer is kept only while
 * no call has started after it and nothing dropped it (a dispose, a cancel). So an older answer that lands late (a
 * slow page read, a search overtaken by the next keystroke) never replaces what a newer call shows or is about to.
 * Where an older answer may still be kept while nothing newer has landed (one incident's saves and reloads), the
 * rule is IncidentAnswerOrder's instead; a screen that reads its incident again keeps both (IncidentReloader).
 */
export class NewestAnswer {
  private latest = 0;

  /** A call is starting: the returned check says, when its answer lands, whether it is still the newest. */
  begin(): () => boolean {
    const ticket = ++this.latest;
    return () => ticket === this.latest;
  }

  /** Drops every call under way: none of their answers counts any more. */
  drop(): void {
    this.latest += 1;
  }
}
