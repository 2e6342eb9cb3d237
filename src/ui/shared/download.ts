/**
 * Hands the browser a text file to save (an export). A byte-order mark leads a CSV file so spreadsheets read its
 * accents as UTF-8.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const bom = type === 'text/csv' ? '\uFEFF' : '';
  downloadBlob(fileName, new Blob([bom, text], { type: `${type};charset=utf-8` }));
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
