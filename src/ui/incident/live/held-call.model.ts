import { runInAction } from 'mobx';
import { takeOverAllowed } from '../../../domain/live/call-control';
import type { IncidentEditMode } from '../../../domain/permissions/permissions';
import { makeObservableExcept } from '../../shared/make-observable-except';

/** What the held call reads and does on the live page. */
export interface HeldCallDeps {
  /** The incident's no-login view link (with the share token the server issued), null when it could not be made. */
  readonly viewLink?: () => Promise<string | null>;
  readonly navigate: (route: string) => void;
  /** Opens the page again: the console asks to join the call afresh. */
  readonly reload?: () => void;
  readonly user?: {
    isSuperUser(): boolean;
    permissions(): readonly string[];
    canEditIncident?(): IncidentEditMode;
  };
}

/**
 * SPEC §7, §8 'Not joined, already joined': another session holds the call, which is still running there. The
 * operator can watch it in the incident's read-only view, or try again to join it (and so take control, SPEC §3
 * TAKE_CONTROL_OF_EVENT) once that session left it, when they may take it over.
 */
export class HeldCallModel {
  /** The read-only view could not be opened. */
  watchFailed = false;

  constructor(private readonly deps: HeldCallDeps) {
    makeObservableExcept(this, ['deps']);
  }

  get mayTakeOver(): boolean {
    const user = this.deps.user;
    if (!user || !this.deps.reload) return false;
    const editMode = user.canEditIncident?.() ?? 'readOnly';
    return takeOverAllowed({ isSuperUser: user.isSuperUser(), permissions: user.permissions(), editMode });
  }

  get mayWatch(): boolean {
    return this.deps.viewLink !== undefined;
  }

  /** Opens the call's read-only view (video, map and chat as they go on; no commands). */
  async watch(): Promise<void> {
    const link = await this.deps.viewLink?.().catch(() => null);
    const route = link?.split('#/')[1];
    runInAction(() => (this.watchFailed = !route));
    if (route) this.deps.navigate(route);
  }

  tryAgain(): void {
    this.deps.reload?.();
  }
}
