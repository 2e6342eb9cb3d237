import type { TFunction } from 'i18next';
import { DEBRIEF_FIGURES, type Debrief } from '../../../domain/training/debrief';
import type { DrillEvent } from '../../../domain/training/drill-event';
import { drillTimeText } from '../../../domain/training/drill-time';
import { openPdf } from '../../shared/pdf/pdf-writer';
import { alertReactionText, figureText, scoreLineText } from './debrief-words';
import { eventText } from './drill-words';

export interface DebriefPdfContent {
  readonly scenario: string;
  readonly debrief: Debrief;
  readonly events: readonly DrillEvent[];
}

/** The drill's debrief as an A4 document (jsPDF is loaded now): score, figures, alerts, score lines, timeline. */
export async function renderDebriefPdf(t: TFunction, content: DebriefPdfContent): Promise<Blob> {
  const pdf = await openPdf();
  const { debrief } = content;
  pdf.title(t('training.debrief.pdf_title', { name: content.scenario }));
  pdf.row(t('training.debrief.score'), t('training.debrief.score_value', { score: debrief.score }));
  pdf.heading(t('training.debrief.figures'));
  for (const figure of DEBRIEF_FIGURES) pdf.row(t(`training.debrief.figure.${figure}`), figureText(t, debrief, figure));
  pdf.heading(t('training.debrief.alerts'));
  if (debrief.alerts.length === 0) pdf.text(t('training.debrief.no_alerts'));
  for (const alert of debrief.alerts)
    pdf.row(`${drillTimeText(alert.at)} ${t(`training.alerts.${alert.key}`, { defaultValue: alert.key })}`, alertReactionText(t, alert));
  if (debrief.scoreLines.length > 0) {
    pdf.heading(t('training.debrief.score_lines'));
    for (const line of debrief.scoreLines) pdf.row(t(`training.debrief.component.${line.component}`), scoreLineText(t, line));
  }
  pdf.heading(t('training.watch.timeline'));
  for (const event of content.events) {
    const words = eventText(t, event);
    pdf.row(drillTimeText(event.at), words.detail ? `${words.what}: ${words.detail}` : words.what);
  }
  return pdf.blob();
}
