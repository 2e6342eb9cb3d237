/**
 * One sequence per incident for every call whose answer replaces the incident on screen (a save, a reload): each call
 * takes a ticket when it is sent, and its answer is applied only when no call sent after it has already been applied.
 * An older answer (a reload read before this operator's save, landing after it) never replaces a newer state.
 * One per console (a singleton), so the live session, the incident view and the edit form share it.
 */
export class IncidentAnswerOrder {
  private sent = 0;
  private readonly applied = new Map<string, number>();

  /** A ticket for a call about to be sent. */
  begin(): number {
    return ++this.sent;
  }

  /** The answer of that call arrived: true (and now the newest applied) unless a later call's answer was applied first. */
  settle(incidentId: string | number, ticket: number): boolean {
    const key = String(incidentId);
    if (ticket <= (this.applied.get(key) ?? 0)) return false;
    this.applied.set(key, ticket);
    return true;
  }
}
