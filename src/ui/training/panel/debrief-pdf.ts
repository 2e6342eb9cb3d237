import type { TFunction } from 'i18next';
import { reportDateText, type DebriefReport } from '../../../domain/training/debrief-report';
import { drillTimeText } from '../../../domain/training/drill-time';
import { openPdf, PAPER_PDF_THEME, type PdfWriter } from '../../shared/pdf/pdf-writer';
import {
  actorText,
  alertReactionText,
  alertText,
  cutShortText,
  expectationText,
  figureRows,
  noScoreLinesText,
  recordingText,
  scoreLineText,
} from './debrief-words';
import { eventText } from './drill-words';

/** The drill's debrief as an A4 document to print and sign: dark on a white page (jsPDF is loaded now). */
export async function renderDebriefPdf(t: TFunction, report: DebriefReport): Promise<Blob> {
  const pdf = await openPdf(PAPER_PDF_THEME);
  writeDebriefPdf(pdf, t, report);
  return pdf.blob();
}

/**
 * Writes the debrief: who, what, when and how long, the score, the figures, the alerts with the trainee's reactions, the
 * expectations, the score line by line, the call's recordings (each clip, its start on the drill's clock, its length) and
 * the timeline, then where the trainer and the trainee sign; a page number under each page.
 */
export function writeDebriefPdf(pdf: PdfWriter, t: TFunction, report: DebriefReport): void {
  const { debrief } = report;
  const none = t('training.debrief.pdf.not_given');
  pdf.title(t('training.debrief.pdf.title'));
  pdf.row(t('training.debrief.pdf.trainee'), report.trainee ?? none);
  pdf.row(t('training.debrief.pdf.trainer'), report.trainer ?? none);
  pdf.row(t('training.debrief.pdf.scenario'), report.scenario);
  pdf.row(t('training.debrief.pdf.date'), reportDateText(report.startedAt));
  pdf.row(t('training.debrief.pdf.duration'), drillTimeText(report.durationSeconds));
  pdf.row(
    t('training.debrief.score'),
    debrief.score === null ? t('training.debrief.not_scored') : t('training.debrief.pdf.score_out_of', { score: debrief.score }),
  );
  const cutShort = cutShortText(t, debrief);
  if (cutShort !== null) pdf.text(cutShort, { size: 9 });
  const actor = actorText(t, debrief);
  if (actor !== null) pdf.text(actor, { size: 9 });
  pdf.heading(t('training.debrief.figures'));
  for (const row of figureRows(t, debrief)) pdf.row(row.label, row.value);
  pdf.heading(t('training.debrief.alerts'));
  if (debrief.alerts.length === 0) pdf.text(t('training.debrief.no_alerts'), { size: 9 });
  for (const alert of debrief.alerts) pdf.row(drillTimeText(alert.at), `${alertText(t, alert)}: ${alertReactionText(t, alert)}`);
  if (debrief.expectations.length > 0) {
    pdf.heading(t('training.debrief.expectations'));
    for (const expectation of debrief.expectations) {
      const words = expectationText(t, expectation, debrief.actorFrom);
      pdf.row(words.what, words.subject ? `${words.subject}: ${words.outcome}` : words.outcome);
    }
  }
  pdf.heading(t('training.debrief.score_lines'));
  if (debrief.scoreLines.length === 0) pdf.text(noScoreLinesText(t, debrief), { size: 9 });
  for (const line of debrief.scoreLines) pdf.row(t(`training.debrief.component.${line.component}`), scoreLineText(t, line));
  pdf.heading(t('training.debrief.recordings'));
  if (report.recordings.length === 0) pdf.text(t('training.debrief.no_recordings'), { size: 9 });
  for (const recording of report.recordings) {
    const words = recordingText(t, recording);
    pdf.row(words.at, words.what);
  }
  pdf.heading(t('training.watch.timeline'));
  for (const event of report.events) {
    const words = eventText(t, event);
    pdf.row(drillTimeText(event.at), words.detail ? `${words.what}: ${words.detail}` : words.what);
  }
  writeSignatures(pdf, t, report);
  pdf.footer((page, pages) => t('training.debrief.pdf.page', { page, pages, scenario: report.scenario }));
}

/** Where the trainer and the trainee sign the printed debrief, with the date: kept together on one page. */
function writeSignatures(pdf: PdfWriter, t: TFunction, report: DebriefReport): void {
  const none = t('training.debrief.pdf.not_given');
  pdf.ensure(60);
  pdf.heading(t('training.debrief.pdf.signatures'));
  for (const [label, name] of [
    [t('training.debrief.pdf.trainer'), report.trainer ?? none],
    [t('training.debrief.pdf.trainee'), report.trainee ?? none],
  ] as const) {
    pdf.space(4);
    pdf.row(label, name);
    pdf.space(8);
    pdf.row('', t('training.debrief.pdf.sign_here'));
  }
}
