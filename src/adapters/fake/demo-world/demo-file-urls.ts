import { downloadFileType } from '../../../domain/media/file-type';
import { svgImageDataUrl } from './media-images';
import type { UploadedFiles } from './uploaded-files';

/**
 * What a demo download or preview opens, so the demo loads nothing from the network: an uploaded file is its own
 * bytes (an object URL); any other is made from its name (a picture for an image, a one-page PDF for a pdf, a short
 * text otherwise). A video that was not uploaded has no picture to play. The URL carries when it stops working as
 * `#expires=<epoch seconds>`, like the real signed URL's expiry.
 */
export class DemoFileUrls {
  constructor(private readonly uploads: UploadedFiles) {}

  keep(key: string, file: Blob): void {
    this.uploads.keep(key, file);
  }

  forget(key: string): void {
    this.uploads.forget(key);
  }

  url(key: string, title: string, expiresAtSeconds: number): string {
    return `${this.uploads.urlOf(key) ?? madeUrl(key, title)}#expires=${expiresAtSeconds}`;
  }
}

function madeUrl(key: string, title: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  switch (downloadFileType(name)) {
    case 'image':
      return svgImageDataUrl(title, name, name.length * 53);
    case 'pdf':
      return `data:application/pdf;base64,${btoa(onePagePdf(title))}`;
    case 'video':
      return 'data:video/mp4;base64,';
    default:
      return `data:text/plain;charset=utf-8,${encodeURIComponent(`${title}\n(${name}, demo file)\n`)}`;
  }
}

/** A one-page PDF with a title line (ASCII only: other characters become '?'). */
function onePagePdf(title: string): string {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = `BT /F1 20 Tf 60 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}
