/**
 * How the console's charts place their axes without measuring text in the page. recharts' default reads every label's
 * box to see which fit (a forced layout per label: a 90-day range measured 119 labels each time it was drawn); the
 * charts label at a fixed spacing instead and draw no vertical grid lines (placing them would measure the axis again).
 */

/** Every how-many-th label the axis skips so that at most `maxLabels` show, evenly spaced (each point keeps its tooltip). */
export function labelInterval(points: number, maxLabels: number): number {
  return Math.max(0, Math.ceil(points / Math.max(1, maxLabels)) - 1);
}

/** The grid's vertical lines: none to place. */
export const NO_VERTICAL_LINES = (): number[] => [];
