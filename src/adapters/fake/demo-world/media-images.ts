import { escapeXml } from '../../../domain/shared/xml-text';

/**
 * Generated images of the demo world: small SVG pictures as data URLs, so the demo never loads anything from the
 * network. The hue colours the picture; the two lines of text say what it shows.
 */
export function svgImageDataUrl(heading: string, caption: string, hue: number): string {
  const h = Math.abs(Math.round(hue)) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    `<rect width="400" height="300" fill="hsl(${h},45%,28%)"/>` +
    `<circle cx="320" cy="70" r="38" fill="hsl(${(h + 40) % 360},70%,60%)"/>` +
    `<path d="M0 300 L120 170 L200 240 L280 150 L400 300 Z" fill="hsl(${(h + 180) % 360},35%,40%)"/>` +
    `<text x="20" y="44" font-family="sans-serif" font-size="22" fill="#fff">${escapeXml(heading)}</text>` +
    `<text x="20" y="74" font-family="sans-serif" font-size="16" fill="#ddd">${escapeXml(caption)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
