/** One canvas for every measurement of the page: measuring draws nothing. */
let context: CanvasRenderingContext2D | null | undefined;

/**
 * A function giving the width in pixels of a text written in `font` (a CSS font such as 'bold 11px', the family
 * taken from `element`'s), as the browser lays it out; where the browser cannot measure (no canvas), a generous
 * estimate of 0.65 em a character.
 */
export function textWidthIn(element: Element | null, font: string, fontSize: number): (text: string) => number {
  if (context === undefined) context = typeof document === 'undefined' ? null : canvasContext();
  const family = element ? getComputedStyle(element).fontFamily : '';
  const measure = context;
  if (!measure || !family) return (text) => text.length * fontSize * 0.65;
  const widths = new Map<string, number>();
  return (text) => {
    const known = widths.get(text);
    if (known !== undefined) return known;
    measure.font = `${font} ${family}`;
    const width = measure.measureText(text).width;
    widths.set(text, width);
    return width;
  };
}

function canvasContext(): CanvasRenderingContext2D | null {
  try {
    return document.createElement('canvas').getContext('2d');
  } catch {
    return null;
  }
}
