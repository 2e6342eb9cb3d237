import { runInAction } from 'mobx';
import type { CallFailure } from '../../../application/shared/failure';
import type { ChatMessage } from '../../../domain/incident/chat';
import { incidentPdfFileName, type IncidentPdfData } from '../../../domain/incident/incident-pdf-data';
import type { Result } from '../../../domain/shared/result';
import { makeObservableExcept } from '../../shared/make-observable-except';
import type { ExportExtras, IncidentPdfContent } from './incident-pdf';
import type { Notice } from '../../../domain/shared/notice';

export interface IncidentExportDeps {
  /** LoadIncidentPdfDataUseCase */
  readonly loadData: {
    execute(input: {
      readonly incidentId: string | number;
      readonly utcOffsetMinutes?: number;
      readonly language?: string;
    }): Promise<Result<IncidentPdfData, CallFailure>>;
  };
  /** RecordIncidentExportUseCase: SEND_ARCHIVE in the user behaviour trail. */
  readonly record: { execute(input: { readonly incidentId: string | number }): Promise<Result<void, never>> };
  /** The chat's messages, read once (empty when the chat cannot be opened). */
  readonly chatHistory: () => Promise<readonly ChatMessage[]>;
  /** Draws the PDF (jsPDF is loaded then). */
  readonly render: (content: IncidentPdfContent) => Promise<Blob>;
  /** Starts loading jsPDF while the data and the chat are read, so the first export does not wait for it after them. */
  readonly prepare?: () => Promise<unknown>;
  readonly save: (fileName: string, file: Blob) => void;
  readonly exportedBy: () => string;
  readonly utcOffsetMinutes: () => number;
  /** The reader's language (the PDF's dates as the page writes them); English when not given. */
  readonly language?: () => string;
  readonly notify: (notice: Notice) => void;
}

/** SPEC §2 PDF export of the incident on screen: built, saved under a name from its id and title, audited (SEND_ARCHIVE). */
export class IncidentExportModel {
  exporting = false;

  constructor(
    private readonly deps: IncidentExportDeps,
    private readonly incidentId: string,
  ) {
    makeObservableExcept(this, ['deps', 'incidentId']);
  }

  async export(extras: () => ExportExtras): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    const utcOffsetMinutes = this.deps.utcOffsetMinutes();
    const language = this.deps.language?.() ?? 'en';
    const [data, chat] = await Promise.all([
      this.deps.loadData.execute({ incidentId: this.incidentId, utcOffsetMinutes, language }),
      this.deps.chatHistory().catch(() => [] as readonly ChatMessage[]),
      // A failed load shows when the PDF is drawn.
      this.deps.prepare?.().catch(() => undefined),
    ]);
    let done = false;
    if (data.ok) {
      try {
        const file = await this.deps.render({
          data: data.value,
          chat,
          ...extras(),
          exporter: { user: this.deps.exportedBy(), utcOffsetMinutes, language },
        });
        this.deps.save(incidentPdfFileName(data.value.incidentId || this.incidentId, data.value.title), file);
        await this.deps.record.execute({ incidentId: this.incidentId });
        done = true;
      } catch {
        done = false;
      }
    }
    runInAction(() => {
      this.exporting = false;
    });
    this.deps.notify(done ? { kind: 'success', key: 'incident_view.pdf.done' } : { kind: 'error', key: 'incident_view.pdf.failed' });
  }
}
