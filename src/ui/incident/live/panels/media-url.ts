/**
 * Media URLs come from the server (or the demo world: data: SVG images and demo:// addresses). Only http(s) and
 * data:image URLs are ever put in an <img src>, <video src> or <a href>; anything else counts as unavailable.
 */
export function safeMediaUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(trimmed)) return trimmed;
  return null;
}
