import type { Unsubscribe } from '../ports/subscription';

/** A check that can block stop (e.g. SPEC §5: 'required.title' when settings require a title and it is empty). */
export type StopGuard = () => string | null;

/** Checks that can block the operator's stop (SPEC §5: the edit form's 'required.title'), asked in the order added. */
export class StopGuards {
  private readonly guards = new Set<StopGuard>();

  add(guard: StopGuard): Unsubscribe {
    this.guards.add(guard);
    return () => {
      this.guards.delete(guard);
    };
  }

  /** The first blocking guard's key, or null. */
  check(): string | null {
    for (const guard of this.guards) {
      const key = guard();
      if (key) return key;
    }
    return null;
  }

  clear(): void {
    this.guards.clear();
  }
}
