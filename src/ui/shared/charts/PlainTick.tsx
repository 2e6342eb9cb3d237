/** What recharts hands an axis' custom tick (the part of it the plain tick reads). */
interface TickProps {
  readonly x?: number | string;
  readonly y?: number | string;
  readonly textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  readonly verticalAnchor?: 'start' | 'middle' | 'end';
  readonly fill?: string;
  readonly className?: string;
  readonly payload?: { readonly value?: unknown };
}

/** How far below its point a label's baseline sits, for recharts' vertical anchors (as its own Text places it). */
const BASELINE = { start: '0.71em', middle: '0.355em', end: '0' } as const;

/**
 * An axis label drawn as one SVG text at its point. recharts' own label measures each word of it in a hidden span of
 * the page (a forced layout per word) to wrap it to the tick's width; the console's labels are short (a day, an hour,
 * a count) and placed at a fixed spacing (chart-axis.ts), so they never need wrapping.
 */
export function PlainTick({ x, y, textAnchor = 'middle', verticalAnchor = 'start', fill, className, payload }: TickProps) {
  const value = payload?.value;
  return (
    <text x={x} y={y} dy={BASELINE[verticalAnchor]} textAnchor={textAnchor} fill={fill} className={className}>
      {typeof value === 'string' || typeof value === 'number' ? value : ''}
    </text>
  );
}
