import { BrowserTabsFlow } from '../../../../application/tabs/browser-tabs.flow';
import type { Services } from '../../../shared/services';
import { makeObservableExcept } from '../../../shared/make-observable-except';

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
  private stops: (() => void)[] = [];

  constructor(
    private readonly deps: { readonly tabs: TabsOfOperator },
    private readonly params: { readonly incidentId: string },
  ) {
    makeObservableExcept(this, ['deps', 'params', 'stops']);
  }

  start(): void {
    this.dispose();
    const { tabs } = this.deps;
    this.stops.push(tabs.editing(this.params.incidentId));
    this.stops.push(tabs.onChange(() => this.refresh()));
    this.refresh();
  }

  dispose(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
  }

  private refresh(): void {
    this.editedElsewhere = this.deps.tabs.editedElsewhere(this.params.incidentId);
  }
}

export function createOtherTabNoticeViewModel(services: Services, params: { readonly incidentId: string }): OtherTabNoticeViewModel {
  return new OtherTabNoticeViewModel({ tabs: services.get(BrowserTabsFlow) }, params);
}
