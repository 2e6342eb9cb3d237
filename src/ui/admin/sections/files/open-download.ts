/**
 * Hands the browser a signed URL: a link saving the file under its name where the browser may (same origin, data and
 * blob URLs), else opening it in a new tab (a storage URL on another origin).
 */
export function openDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** What a section that hands the browser downloads is given (openDownload in the browser, a recorder in tests). */
export interface DownloadOpener {
  /** Hands the browser a URL to save or open (a signed URL, made just now). */
  readonly open: (url: string, fileName: string) => void;
}
