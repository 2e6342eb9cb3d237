import { CSV_SEPARATOR_LINE } from '../../domain/admin/csv';

/**
 * Hands the browser a text file to save (an export). A byte-order mark leads a CSV file so spreadsheets read its
 * accents as UTF-8, then the line declaring its separator, so a spreadsheet whose locale reads `;` still splits it
 * at commas.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const lead = type === 'text/csv' ? `\uFEFF${CSV_SEPARATOR_LINE}` : '';
  downloadBlob(fileName, new Blob([lead, text], { type: `${type};charset=utf-8` }));
}

/** Hands the browser a file to save (a PDF export, a text file). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is no longer needed once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves the file at an address under a name (a recording's download). The browser honours the name for its own
 * addresses (blob:, the same origin); another origin's file (a storage bucket's signed address) may open in a new tab
 * instead, which keeps the console where it is.
 */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  if (new URL(url, window.location.href).origin !== window.location.origin && !url.startsWith('blob:')) link.target = '_blank';
  document.body.append(link);
  link.click();
  link.remove();
}
