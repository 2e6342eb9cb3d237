/**
 * SPEC §2: leaving {tenant}/incident/live/{id} asks the screen first. A page registers a check while it is
 * mounted; every navigation (a link, a view model's navigate, the browser's back button or a typed hash) asks
 * every registered check before it happens, and closing or reloading the tab asks the browser to confirm while
 * a check says the page holds unsaved or live work.
 */
export interface LeaveCheck {
  /** May the user go to `to` (a route without '#/')? Resolve false to stay. */
  mayLeave(to: string): Promise<boolean> | boolean;
  /** True while closing or reloading the tab should ask the browser's own confirmation. */
  blocksUnload?(): boolean;
}

export class LeaveGuardRegistry {
  private readonly checks = new Set<LeaveCheck>();

  /** Adds a check; the returned function removes it (call it when the page unmounts). */
  register(check: LeaveCheck): () => void {
    this.checks.add(check);
    return () => {
      this.checks.delete(check);
    };
  }

  get active(): boolean {
    return this.checks.size > 0;
  }

  /** Every check in turn; the first refusal stops the navigation. A check that throws refuses. */
  async mayLeave(to: string): Promise<boolean> {
    for (const check of [...this.checks]) {
      try {
        if (!(await check.mayLeave(to))) return false;
      } catch {
        return false;
      }
    }
    return true;
  }

  blocksUnload(): boolean {
    return [...this.checks].some((check) => check.blocksUnload?.() === true);
  }
}

/** The console's one registry (the hash router consults it). */
export const leaveGuards = new LeaveGuardRegistry();
