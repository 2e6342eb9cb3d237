import { LeavePromptModel } from '../../shared/leave-prompt.model';

/** What the leave check reads of the live page. */
export interface LiveLeaveHost {
  /** The session is live and this page may change it (not ended, not the read-only view). */
  readonly sessionLive: () => boolean;
  /** A stop guard's key (SPEC §5 'required.title') that blocks leaving, or null. */
  readonly blockingGuard: () => string | null;
  readonly callerOnLine: () => boolean;
  /** The route of this incident's own read-only view, which still shows the call. */
  readonly ownViewRoute: () => string;
  readonly showMessage: (key: string) => void;
  readonly stop: () => Promise<boolean>;
}

/**
 * SPEC §2 leaving the live page asks first: a stop guard blocks leaving while the session is live. While the caller
 * is on the line, leaving asks as Stop does: staying keeps the call, leaving stops it first (a call left running with
 * nobody watching helps no one). Once the session ended (stop, take-over, finished) leaving is always allowed.
 */
export class LiveLeaveModel {
  /** Asked before the page goes while the caller is on the line: stop the call and leave, or stay on it. */
  readonly prompt = new LeavePromptModel();

  constructor(private readonly host: LiveLeaveHost) {}

  mayLeave(to?: string): boolean | Promise<boolean> {
    if (!this.host.sessionLive()) return true;
    const blocked = this.host.blockingGuard();
    if (blocked) {
      this.host.showMessage(blocked);
      return false;
    }
    const ownView = to?.split('?')[0] === this.host.ownViewRoute();
    return this.host.callerOnLine() && !ownView ? this.ask() : true;
  }

  private async ask(): Promise<boolean> {
    if (!(await this.prompt.ask())) return false;
    return this.host.stop();
  }
}
