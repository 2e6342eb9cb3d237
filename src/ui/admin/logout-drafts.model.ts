import { runInAction } from 'mobx';
import type { KeptDraftsFacade } from '../../application/incidents/kept-drafts.facade';
import { makeObservableExcept } from '../shared/make-observable-except';

/** The operator's unsaved drafts as the logout sees them (KeptDraftsFacade). */
export type UnsavedDrafts = Pick<KeptDraftsFacade, 'count' | 'saveAll' | 'discardAll'>;

/**
 * The question a logout asks while unsaved drafts are kept (in this tab or another): save them now and log out,
 * discard them and log out, or stay signed in. A logout leaves no incident text in the browser, so it never goes
 * without asking. When some cannot be saved the question stays, saying how many, with every draft still kept.
 */
export class LogoutDraftsPrompt {
  open = false;
  count = 0;
  saving = false;
  /** How many incidents the last "save now" could not save, or null. */
  notSaved: number | null = null;

  constructor(
    private readonly drafts: UnsavedDrafts | null,
    private readonly logout: () => Promise<void>,
  ) {
    makeObservableExcept(this, ['drafts', 'logout']);
  }

  /** Opens the question when there is something unsaved; false when the logout may go on at once. */
  ask(): boolean {
    const count = this.drafts?.count() ?? 0;
    if (count === 0) return false;
    this.count = count;
    this.notSaved = null;
    this.open = true;
    return true;
  }

  async saveNow(): Promise<void> {
    if (!this.drafts || this.saving) return;
    this.saving = true;
    this.notSaved = null;
    const result = await this.drafts.saveAll();
    runInAction(() => {
      this.saving = false;
      if (result.ok) this.open = false;
      else {
        this.notSaved = result.error.failed;
        this.count = this.drafts?.count() ?? 0;
      }
    });
    if (result.ok) await this.logout();
  }

  async discard(): Promise<void> {
    if (this.saving) return;
    this.drafts?.discardAll();
    this.open = false;
    await this.logout();
  }

  stay(): void {
    if (this.saving) return;
    this.open = false;
    this.notSaved = null;
  }
}
