/** What a time chart draws: one value per point in time, labelled as the reader reads the time. */
export interface TimeChartProps {
  readonly data: readonly { readonly label: string; readonly value: number }[];
  readonly kind: 'bar' | 'line';
  /** The value's name in the tooltip ('Actions', 'Mbps'). */
  readonly valueLabel: string;
  /** The chart's height (a Chakra size token). */
  readonly height?: string;
  /**
   * The value axis's fixed ends, each whole number between them a tick, when the value has a scale of its own (a
   * rating runs 0–5); without it the axis follows the data.
   */
  readonly valueRange?: readonly [number, number];
}
