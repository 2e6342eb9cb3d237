import type { MessageStatusRecord } from '../../../domain/incident/message-status';
import { messageStatusSummary, type MessageStatusSummary } from '../../../domain/messaging/message-status-summary';
import { makeObservableExcept } from '../../shared/make-observable-except';
import { LoadedList, type IncidentListSource } from './loaded-list.model';

export interface MessagesPanelDeps {
  readonly list: IncidentListSource<MessageStatusRecord>;
}

/** SPEC §2 Incident view, messages panel: the summary or every message status record, toggled. */
export class MessagesPanelModel {
  mode: 'summary' | 'detail' = 'summary';
  readonly records: LoadedList<MessageStatusRecord>;

  constructor(deps: MessagesPanelDeps, incidentId: string) {
    this.records = new LoadedList(deps.list, incidentId);
    makeObservableExcept(this, ['records']);
  }

  get summary(): MessageStatusSummary {
    return messageStatusSummary(this.records.items);
  }

  toggle(): void {
    this.mode = this.mode === 'summary' ? 'detail' : 'summary';
  }

  start(): void {
    this.records.start();
  }

  dispose(): void {
    this.records.dispose();
  }
}
