import type { ReportSheet } from './report-sheet';

const MARGIN = 40;
const LINE = 16;

/**
 * The report as an A4 PDF: its title, its lines (tenant, range, total), then each table under its caption, the columns
 * spread across the page. jsPDF is loaded here, on the first export only (it is not part of any screen's chunk).
 */
export async function reportPdf(sheet: ReportSheet): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  const bottom = doc.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;
  const line = (text: string, size = 10, bold = false): void => {
    if (y + LINE > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    doc.text(text, MARGIN, y);
    y += size + 6;
  };
  const row = (cells: readonly string[], bold = false): void => {
    if (y + LINE > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(9);
    // The first column (a name) gets twice the room of the others (numbers and times).
    const unit = width / (cells.length + 1);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const room = (index === 0 ? 2 * unit : unit) - 6;
      const [shown = ''] = doc.splitTextToSize(cell, room) as string[];
      doc.text(shown, x, y);
      x += room + 6;
    });
    y += LINE;
  };
  line(sheet.title, 18, true);
  y += 4;
  for (const text of sheet.lines) line(text, 11);
  for (const table of sheet.tables) {
    y += 10;
    line(table.caption, 12, true);
    row(table.headers, true);
    for (const cells of table.rows) row(cells);
  }
  return doc.output('blob');
}
