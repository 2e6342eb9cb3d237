import type { jsPDF } from 'jspdf';

/** Colours as RGB triples. */
export type Rgb = readonly [number, number, number];

/** The look of a document: page colour, text colours and the accent of headings and boxes. */
export interface PdfTheme {
  readonly page: Rgb;
  readonly text: Rgb;
  readonly muted: Rgb;
  readonly accent: Rgb;
  readonly box: Rgb;
}

/** The console's dark look (dark is the console's default theme, SPEC §1). */
export const DARK_PDF_THEME: PdfTheme = {
  page: [24, 24, 27],
  text: [244, 244, 245],
  muted: [161, 161, 170],
  accent: [96, 165, 250],
  box: [39, 39, 42],
};

/** A document printed to be signed (a drill's debrief): dark text on a white page, as paper takes it. */
export const PAPER_PDF_THEME: PdfTheme = {
  page: [255, 255, 255],
  text: [24, 24, 27],
  muted: [82, 82, 91],
  accent: [29, 78, 216],
  box: [244, 244, 245],
};

/** A4 in millimetres. */
export const A4_MM = { width: 210, height: 297 } as const;

const MARGIN = 14;
const LINE = 1.35;
const PT_TO_MM = 0.3528;

/** Loads jsPDF ahead of openPdf (the browser keeps the module: openPdf then finds it loaded). */
export function preloadPdf(): Promise<unknown> {
  return import('jspdf');
}

/**
 * Loads jsPDF (about 127 KB gzipped: only when a document is made, never in a route's static JavaScript) and starts
 * an A4 document in the given theme.
 */
export async function openPdf(theme: PdfTheme = DARK_PDF_THEME): Promise<PdfWriter> {
  const { jsPDF: JsPdf } = await import('jspdf');
  return new PdfWriter(new JsPdf({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true }), theme);
}

/**
 * A flowing A4 document: text, label-value rows, boxed paragraphs (a chat bubble) and images placed from the top
 * down, a new page (painted in the theme) whenever the next block does not fit.
 */
export class PdfWriter {
  private y = MARGIN;

  constructor(
    readonly doc: jsPDF,
    private readonly theme: PdfTheme,
  ) {
    this.paintPage();
  }

  /** The width text may take between the margins, in mm. */
  get contentWidth(): number {
    return A4_MM.width - 2 * MARGIN;
  }

  title(text: string): void {
    this.text(text, { size: 18, bold: true });
    this.space(2);
  }

  heading(text: string): void {
    this.space(4);
    this.ensure(12);
    this.text(text, { size: 13, bold: true, color: this.theme.accent });
    this.space(1);
  }

  /** A paragraph at `size` points, wrapped to `width` mm (the content width unless given), from `x` mm into the content. */
  text(text: string, options: { size?: number; bold?: boolean; color?: Rgb; width?: number; x?: number } = {}): void {
    const size = options.size ?? 10;
    const { doc } = this;
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    doc.setTextColor(...(options.color ?? this.theme.text));
    const lines = doc.splitTextToSize(printable(text), options.width ?? this.contentWidth) as string[];
    const height = size * PT_TO_MM * LINE;
    for (const line of lines) {
      this.ensure(height);
      doc.text(line, MARGIN + (options.x ?? 0), this.y + size * PT_TO_MM);
      this.y += height;
    }
  }

  /**
   * A label and its value on one row: each wraps in its own column (a long label never runs into the value), and the
   * next row starts under the taller of the two.
   */
  row(label: string, value: string): void {
    const labelWidth = 42;
    const gap = 3;
    const { doc } = this;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(9);
    const labelLines = doc.splitTextToSize(printable(label), labelWidth - gap) as string[];
    const lineHeight = 9 * PT_TO_MM * LINE;
    this.ensure(Math.max(5, labelLines.length * lineHeight));
    const start = this.y;
    const page = doc.getNumberOfPages();
    doc.setTextColor(...this.theme.muted);
    labelLines.forEach((line, index) => doc.text(line, MARGIN, start + index * lineHeight + 9 * PT_TO_MM));
    this.text(value, { size: 9, width: this.contentWidth - labelWidth, x: labelWidth });
    // The value may have gone on to a new page: the label's lines stayed on this one.
    if (doc.getNumberOfPages() === page) this.y = Math.max(this.y, start + labelLines.length * lineHeight);
    if (this.y === start) this.y += 5;
  }

  /** A boxed block `widthShare` of the content wide, on the left or right (a chat message), its lines under a caption. */
  bubble(caption: string, body: string, options: { widthShare: number; side: 'left' | 'right' }): void {
    const { doc } = this;
    const width = this.contentWidth * options.widthShare;
    const inner = width - 6;
    doc.setFontSize(8);
    const captionLines = doc.splitTextToSize(printable(caption), inner) as string[];
    doc.setFontSize(10);
    const bodyLines = doc.splitTextToSize(printable(body), inner) as string[];
    const height = captionLines.length * 8 * PT_TO_MM * LINE + bodyLines.length * 10 * PT_TO_MM * LINE + 4;
    this.ensure(height + 2);
    const x = options.side === 'left' ? MARGIN : MARGIN + this.contentWidth - width;
    doc.setFillColor(...this.theme.box);
    doc.roundedRect(x, this.y, width, height, 2, 2, 'F');
    let y = this.y + 2;
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.setTextColor(...this.theme.muted);
    for (const line of captionLines) {
      doc.text(line, x + 3, y + 8 * PT_TO_MM);
      y += 8 * PT_TO_MM * LINE;
    }
    doc.setFontSize(10);
    doc.setTextColor(...this.theme.text);
    for (const line of bodyLines) {
      doc.text(line, x + 3, y + 10 * PT_TO_MM);
      y += 10 * PT_TO_MM * LINE;
    }
    this.y += height + 2;
  }

  /**
   * A grid of tiles `tileWidth` mm wide (4:3): each an image (a JPEG or PNG data URL), or a placeholder box with its
   * words where there is none; a caption under each.
   */
  tiles(items: readonly { readonly image: string | null; readonly placeholder: string; readonly caption: string }[], tileWidth = 42): void {
    const { doc } = this;
    const gap = 4;
    const tileHeight = (tileWidth * 3) / 4;
    const perRow = Math.max(1, Math.floor((this.contentWidth + gap) / (tileWidth + gap)));
    for (let start = 0; start < items.length; start += perRow) {
      this.ensure(tileHeight + 8);
      items.slice(start, start + perRow).forEach((item, column) => {
        const x = MARGIN + column * (tileWidth + gap);
        if (item.image) {
          doc.addImage(item.image, item.image.startsWith('data:image/png') ? 'PNG' : 'JPEG', x, this.y, tileWidth, tileHeight);
        } else {
          doc.setFillColor(...this.theme.box);
          doc.rect(x, this.y, tileWidth, tileHeight, 'F');
          doc.setFont('helvetica', 'normal');
          doc.setFontSize(8);
          doc.setTextColor(...this.theme.muted);
          doc.text(doc.splitTextToSize(printable(item.placeholder), tileWidth - 4) as string[], x + 2, this.y + tileHeight / 2);
        }
        doc.setFontSize(7);
        doc.setTextColor(...this.theme.muted);
        doc.text(doc.splitTextToSize(printable(item.caption), tileWidth)[0] ?? '', x, this.y + tileHeight + 3.5);
      });
      this.y += tileHeight + 7;
    }
  }

  /**
   * One picture (a JPEG or PNG data URL) `width` mm wide, centred, its height from its `aspect` (width / height),
   * framed in the muted colour; it starts a new page when it does not fit under what came before.
   */
  picture(image: string, width: number, aspect: number): void {
    const { doc } = this;
    const height = width / aspect;
    this.ensure(height + 2);
    const x = MARGIN + (this.contentWidth - width) / 2;
    doc.addImage(image, image.startsWith('data:image/png') ? 'PNG' : 'JPEG', x, this.y, width, height);
    doc.setDrawColor(...this.theme.muted);
    doc.setLineWidth(0.2);
    doc.rect(x, this.y, width, height, 'S');
    this.y += height + 2;
  }

  space(mm: number): void {
    this.y += mm;
  }

  /** Writes `footer(page, pages)` at the bottom of every page. */
  footer(footer: (page: number, pages: number) => string): void {
    const { doc } = this;
    const pages = doc.getNumberOfPages();
    for (let page = 1; page <= pages; page++) {
      doc.setPage(page);
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(8);
      doc.setTextColor(...this.theme.muted);
      doc.text(printable(footer(page, pages)), MARGIN, A4_MM.height - 7);
    }
  }

  blob(): Blob {
    return this.doc.output('blob');
  }

  /** Starts a new page when `height` mm do not fit under the current position (keeps a caption with what follows). */
  ensure(height: number): void {
    if (this.y + height <= A4_MM.height - MARGIN) return;
    this.doc.addPage('a4', 'portrait');
    this.paintPage();
    this.y = MARGIN;
  }

  private paintPage(): void {
    this.doc.setFillColor(...this.theme.page);
    this.doc.rect(0, 0, A4_MM.width, A4_MM.height, 'F');
  }
}

/**
 * The standard PDF fonts cover Latin-1: dashes, typographic quotes and the ellipsis are written as their plain forms
 * (a line the trainer typed in “quotes” reads "quotes"), other characters (emoji, symbols) as '?'.
 */
export function printable(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\u2026/g, '...')
    .replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff]/gu, '?');
}
