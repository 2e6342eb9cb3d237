import type { TFunction } from 'i18next';
import type { DayRange } from '../../../../domain/analytics/day-range';
import type { Count, ReportFigures, TimeSummary } from '../../../../domain/analytics/report-figures';
import { toCsv } from '../../../../domain/admin/csv';
import { countText, dayText, durationText } from '../../../shared/figure-text';
import { tenantText } from '../../../shared/tenant-text';

export interface SheetTable {
  readonly id: string;
  readonly caption: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** A report as the screen, the CSV and the PDF show it: one source for all three, in the reader's words. */
export interface ReportSheet {
  readonly title: string;
  /** 'Tenant: public', 'Range: Nov 19, 2026 – Nov 25, 2026', 'Incidents: 42'. */
  readonly lines: readonly string[];
  /** The lines as the CSV writes them: the range's days as YYYY-MM-DD, the format named ('Range (YYYY-MM-DD): …'). */
  readonly csvLines: readonly string[];
  readonly tables: readonly SheetTable[];
  /** A file name without extension: report-public-2026-11-19-2026-11-25. */
  readonly fileName: string;
}

const W = 'admin.reports';

function countTable(t: TFunction, language: string, id: string, counts: readonly Count[], word: (key: string) => string): SheetTable {
  return {
    id,
    caption: t(`${W}.tables.${id}`),
    headers: [t(`${W}.columns.${id}`), t(`${W}.columns.incidents`)],
    rows: counts.map((c) => [word(c.key), countText(language, c.count)]),
  };
}

function timeRow(t: TFunction, language: string, id: string, summary: TimeSummary): string[] {
  return [t(`${W}.times.${id}`), countText(language, summary.count), durationText(t, summary.medianMs), durationText(t, summary.p90Ms)];
}

/** The report of a range for a tenant (its id; the sheet names it in words), worded in the reader's language. */
export function reportSheet(
  t: TFunction,
  language: string,
  input: { figures: ReportFigures; tenant: string; range: DayRange },
): ReportSheet {
  const { figures, tenant, range } = input;
  const none = t(`${W}.none`);
  const rangeText = `${dayText(language, range.from, true)} – ${dayText(language, range.to, true)}`;
  const tenantLine = t(`${W}.line.tenant`, { tenant: tenantText(t, tenant) });
  const totalLine = t(`${W}.line.total`, { total: countText(language, figures.total) });
  return {
    title: t(`${W}.title`),
    lines: [tenantLine, t(`${W}.line.range`, { range: rangeText }), totalLine],
    csvLines: [
      tenantLine,
      t(`${W}.line.range_days`, { range: `${range.from} – ${range.to}`, format: t(`${W}.line.day_format`) }),
      totalLine,
    ],
    tables: [
      countTable(t, language, 'status', figures.byStatus, (key) => t(`lifecycle.${key}`)),
      countTable(t, language, 'category', figures.byCategory, (key) => key || none),
      countTable(t, language, 'channel', figures.byChannel, (key) => t(`${W}.channel.${key}`)),
      {
        id: 'times',
        caption: t(`${W}.tables.times`),
        headers: [t(`${W}.columns.measure`), t(`${W}.columns.incidents`), t(`${W}.columns.median`), t(`${W}.columns.p90`)],
        rows: [
          timeRow(t, language, 'creation_to_link', figures.creationToLink),
          timeRow(t, language, 'link_to_video', figures.linkToVideo),
          timeRow(t, language, 'link_to_location', figures.linkToLocation),
          timeRow(t, language, 'creation_to_finish', figures.creationToFinish),
        ],
      },
      {
        id: 'operators',
        caption: t(`${W}.tables.operators`),
        headers: ['operator', 'incidents', 'finished', 'links', 'videos', 'median_video'].map((c) => t(`${W}.columns.${c}`)),
        rows: figures.operators.map((o) => [
          o.operator || none,
          countText(language, o.incidents),
          countText(language, o.finished),
          countText(language, o.linksSent),
          countText(language, o.videos),
          durationText(t, o.medianLinkToVideoMs),
        ]),
      },
    ],
    fileName: `report-${tenant}-${range.from}-${range.to}`,
  };
}

/** The sheet as one CSV file: its lines, then each table under its caption, a blank line between. */
export function sheetCsv(sheet: ReportSheet): string {
  return [
    toCsv(
      [sheet.title],
      sheet.csvLines.map((line) => [line]),
    ),
    ...sheet.tables.map((table) => toCsv([table.caption], []) + toCsv(table.headers, table.rows)),
  ].join('\r\n');
}
