import type { TFunction } from 'i18next';
import { runInAction } from 'mobx';
import { reportFigures, type ReportFigures } from '../../../../domain/analytics/report-figures';
import type { Services } from '../../../shared/services';
import { downloadBlob, downloadText } from '../../../shared/download';
import { makeObservableExcept } from '../../../shared/make-observable-except';
import { rangeFiguresDeps, RangeFiguresModel, type RangeFiguresDeps } from '../../../shared/range-figures.model';
import type { Notice } from '../../../../domain/shared/notice';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { reportSheet, sheetCsv, type ReportSheet } from './report-sheet';

export interface ReportsDeps extends RangeFiguresDeps<ReportFigures> {
  /** Hands the browser a file: the CSV's text, the PDF's bytes. */
  readonly saveText: (fileName: string, text: string) => void;
  readonly saveBlob: (fileName: string, blob: Blob) => void;
  /** Writes the PDF (jsPDF, loaded on the first export). */
  readonly writePdf: (sheet: ReportSheet) => Promise<Blob>;
}

/**
 * SPEC §2 the reports section: for a range of days (in the route) and the signed-in tenant, counts by status, category
 * and channel, response times and each operator's activity, as tables on screen and as a CSV or PDF file. The three
 * come from one sheet (report-sheet.ts), so the files say what the screen says.
 */
export class ReportsViewModel {
  readonly model: RangeFiguresModel<ReportFigures>;
  /** 'pdf' while the PDF is written. */
  exporting: 'pdf' | null = null;

  constructor(
    private readonly deps: ReportsDeps,
    private readonly params: Pick<AdminSectionParams, 'route' | 'query' | 'notify'>,
  ) {
    this.model = new RangeFiguresModel(deps, params);
    makeObservableExcept(this, ['deps', 'params', 'model']);
  }

  start(): void {
    this.model.start();
  }

  dispose(): void {
    this.model.dispose();
  }

  get tenant(): string {
    return this.params.route.name === 'admin-section' ? this.params.route.tenant : '';
  }

  /** The report in the reader's words, once its figures are in. */
  sheet(t: TFunction, language: string): ReportSheet | null {
    const figures = this.model.figures;
    return figures ? reportSheet(t, language, { figures, tenant: this.tenant, range: this.model.choice.range }) : null;
  }

  exportCsv(t: TFunction, language: string): void {
    const sheet = this.sheet(t, language);
    if (sheet) this.deps.saveText(`${sheet.fileName}.csv`, sheetCsv(sheet));
  }

  async exportPdf(t: TFunction, language: string): Promise<void> {
    const sheet = this.sheet(t, language);
    if (!sheet || this.exporting) return;
    this.exporting = 'pdf';
    try {
      const blob = await this.deps.writePdf(sheet);
      this.deps.saveBlob(`${sheet.fileName}.pdf`, blob);
    } catch {
      const toast: Notice = { kind: 'error', key: 'admin.reports.pdf_failed' };
      this.params.notify(toast);
    } finally {
      runInAction(() => {
        this.exporting = null;
      });
    }
  }
}

export function createReportsViewModel(services: Services, params: AdminSectionParams): ReportsViewModel {
  return new ReportsViewModel(
    {
      ...rangeFiguresDeps(services, reportFigures),
      saveText: (fileName, text) => downloadText(fileName, text, 'text/csv'),
      saveBlob: downloadBlob,
      writePdf: async (sheet) => (await import('./report-pdf')).reportPdf(sheet),
    },
    params,
  );
}
