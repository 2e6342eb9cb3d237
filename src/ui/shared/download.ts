/**
 * Hands the browser a text file to save (an export). A byte-order mark leads a CSV file so spreadsheets read its
 * accents as UTF-8.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const bom = type === 'text/csv' ? '\uFEFF' : '';
  saveFile(fileName, new Blob([bom, text], { type: `${type};charset=utf-8` }));
}

/** Hands the browser a file to save (a CSV, a PDF) under the given name. */
export function saveFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
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
