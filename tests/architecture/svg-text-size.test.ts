import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Chakra's base style gives every element `font: inherit`, which outranks an SVG's presentation attributes: words
 * drawn with `fontSize="12"` (or a chart tick's `{ fontSize: 12 }`, which recharts writes as one) come out at the
 * page's 16 px, whatever room was left for them. An inline SVG's words take their font as a style instead. (The PDF's
 * drawn map is an image of its own, out of the page's styles, and keeps its attributes.)
 */
const ROOT = join(import.meta.dirname, '../../src/ui');
const SVG_WORDS = /<(text|tspan)\b([^>]*)>/g;
const FONT_ATTRIBUTE = /\bfont(?:Size|Family|Weight|Style)?=/;
const CHART_TICK_FONT = /\btick=\{\{[^}]*\bfont(?:Size|Family|Weight)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.tsx') ? [path] : [];
  });
}

/** The places in one component's source where words of an inline SVG are given a font the page style overrides. */
function overriddenFonts(source: string): string[] {
  const found: string[] = [];
  for (const [element, tag, attributes = ''] of source.matchAll(SVG_WORDS)) {
    const outsideStyle = attributes.replace(/style=\{\{[^}]*\}\}/g, '');
    if (FONT_ATTRIBUTE.test(outsideStyle)) found.push(`<${tag}> ${element.slice(0, 60)}`);
  }
  if (CHART_TICK_FONT.test(source)) found.push('a chart tick with a font');
  return found;
}

describe("inline SVG words keep their size under the page's base style", () => {
  it('finds a font given as an attribute, and not one given as a style', () => {
    expect(overriddenFonts('<text x={1} y={2} fontSize="12" fill="white">A</text>')).toHaveLength(1);
    expect(overriddenFonts('<tspan fontWeight="bold">A</tspan>')).toHaveLength(1);
    expect(overriddenFonts('<XAxis tick={{ fontSize: 11 }} />')).toEqual(['a chart tick with a font']);
    expect(overriddenFonts("<text x={1} style={{ fontSize: '12px', fontWeight: 'bold' }} fill=\"white\">A</text>")).toEqual([]);
    expect(overriddenFonts('<Text fontSize="sm">A</Text>')).toEqual([]);
  });

  it('no component gives an inline SVG its words a font the base style overrides', () => {
    const offenders = sources(ROOT).flatMap((path) =>
      overriddenFonts(readFileSync(path, 'utf8')).map((place) => `${relative(ROOT, path)}: ${place}`),
    );
    expect(offenders).toEqual([]);
  });
});
