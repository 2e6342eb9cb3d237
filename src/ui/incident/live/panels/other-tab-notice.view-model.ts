import { BrowserTabsFlow } from '../../../../application/tabs/browser-tabs.flow';
import type { Services } from '../../../shared/services';
import { makeObservableExcept } from '../../../shared/make-observable-except';
import { DisposableStore } from '../../../../application/shared/disposable-store';

/** What the notice needs of the browser's tabs (BrowserTabsFlow). */
export interface TabsOfOperator {
  editing(incidentId: string): () => void;
  editedElsewhere(incidentId: string): boolean;
  onChange(listener: () => void): () => void;
}

/**
 * While an incident's edit form shows, tells the operator's other tabs so, and says when another of them shows the
 * same incident's form (two tabs saving one incident would overwrite each other's text).
 */
export class OtherTabNoticeViewModel {
  editedElsewhere = false;
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: { readonly tabs: TabsOfOperator },
    private readonly params: { readonly incidentId: string },
  ) {
    makeObservableExcept(this, ['deps', 'params', 'disposables']);
  }

  start(): void {
    this.dispose();
    const { tabs } = this.deps;
    this.disposables.add(tabs.editing(this.params.incidentId));
    this.disposables.add(tabs.onChange(() => this.refresh()));
    this.refresh();
  }

  dispose(): void {
    this.disposables.clear();
  }

  private refresh(): void {
    this.editedElsewhere = this.deps.tabs.editedElsewhere(this.params.incidentId);
  }
}

export function createOtherTabNoticeViewModel(services: Services, params: { readonly incidentId: string }): OtherTabNoticeViewModel {
  return new OtherTabNoticeViewModel({ tabs: services.get(BrowserTabsFlow) }, params);
}
