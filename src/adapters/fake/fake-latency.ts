import type { Clock } from '../../application/ports/clock.port';

/**
 * How long the demo world takes to answer. Zero in tests (answers come on the next microtask);
 * a few hundred milliseconds in the browser demo so loading states are visible.
 *
 * A slow network can be one account's: on a world several desks share (the server's), a drill's slow network slows
 * the answers to the account that sent its link, and no one else's. Which account a call is for is asked of the world
 * (the request's token), when it tells.
 */
export class FakeLatency {
  /** The delay of the accounts whose network is slowed (by e-mail), over the world's own. */
  private readonly accounts = new Map<string, number>();
  private asker: () => string | null = () => null;

  constructor(
    private readonly clock: Clock,
    /** The world's own delay: every account's that no slow network of its own overrides. */
    public milliseconds: number,
  ) {}

  /** Tells who asks now (the account, by e-mail, the call being answered is for; null when nobody is signed in). */
  askedBy(asker: () => string | null): void {
    this.asker = asker;
  }

  /** Sets the delay of one account's answers, or of the world's own (`account` null). */
  set(account: string | null, milliseconds: number): void {
    if (account === null) this.milliseconds = milliseconds;
    else this.accounts.set(account, milliseconds);
  }

  /** The account's answers take the world's own delay again. */
  restore(account: string): void {
    this.accounts.delete(account);
  }

  /** Every account back to the world's delay, which becomes `milliseconds`. */
  reset(milliseconds: number): void {
    this.accounts.clear();
    this.milliseconds = milliseconds;
  }

  /** How long an answer to the account takes (by default, to the account asking now). */
  delayFor(account: string | null = this.asker()): number {
    return account === null ? this.milliseconds : (this.accounts.get(account) ?? this.milliseconds);
  }

  wait(): Promise<void> {
    // Who asks is read only while some account's network is slowed.
    const milliseconds = this.accounts.size === 0 ? this.milliseconds : this.delayFor();
    if (milliseconds <= 0) return Promise.resolve();
    return new Promise((resolve) => this.clock.setTimeout(resolve, milliseconds));
  }
}
