import { BarList, Chart, useChart, type BarListData } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { labelInterval, NO_VERTICAL_LINES } from '../../../shared/charts/chart-axis';
import { PlainTick } from '../../../shared/charts/PlainTick';

/** One bar of a column chart: its label on the axis, its count, and what a click on it opens (if anything). */
export interface ColumnDatum {
  readonly label: string;
  readonly count: number;
  readonly onOpen?: () => void;
}

interface ColumnChartProps {
  readonly data: readonly ColumnDatum[];
  /** What the chart shows in words, read by assistive technology in place of the drawing. */
  readonly summary: string;
  /** The series' name in the tooltip. */
  readonly seriesLabel: string;
  readonly color: string;
  /** At most this many labels on the axis, evenly spaced (each column keeps its tooltip). */
  readonly maxLabels: number;
}

/** Two charts draw the same when their columns, words and colour are the same (a click's target aside). */
function sameChart(a: ColumnChartProps, b: ColumnChartProps): boolean {
  return (
    a.summary === b.summary &&
    a.seriesLabel === b.seriesLabel &&
    a.color === b.color &&
    a.maxLabels === b.maxLabels &&
    a.data.length === b.data.length &&
    a.data.every((d, i) => {
      const other = b.data[i];
      return other !== undefined && d.label === other.label && d.count === other.count && !d.onOpen === !other.onOpen;
    })
  );
}

/**
 * A column chart (recharts through @chakra-ui/charts) of counts; the drawing is one image named by `summary`. Drawn
 * again only when what it shows changes: the figures computed once the message statuses come keep the incidents'
 * columns, so the columns are not drawn twice. (A click opens what the column's `onOpen` of the drawing shown opens:
 * the same columns open the same incidents.)
 */
export const ColumnChart = memo(function ColumnChart({ data, summary, seriesLabel, color, maxLabels }: ColumnChartProps) {
  const chart = useChart({
    data: data.map((d) => ({ label: d.label, count: d.count })),
    series: [{ name: 'count', color, label: seriesLabel }],
  });
  return (
    <Box role="img" aria-label={summary}>
      <Chart.Root maxH="56" chart={chart}>
        <BarChart responsive data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} verticalCoordinatesGenerator={NO_VERTICAL_LINES} />
          <XAxis
            tick={PlainTick}
            axisLine={false}
            tickLine={false}
            dataKey={chart.key('label')}
            interval={labelInterval(data.length, maxLabels)}
          />
          <YAxis tick={PlainTick} axisLine={false} tickLine={false} allowDecimals={false} width={32} interval={0} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              radius={[3, 3, 0, 0]}
              cursor="pointer"
              onClick={(_, index) => data[index]?.onOpen?.()}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}, sameChart);

/** Horizontal bars with their labels and values as text (the funnel): readable without the drawing. */
export function StepsChart({
  steps,
  title,
  valueText,
}: {
  readonly steps: readonly BarListData[];
  readonly title: string;
  readonly valueText: (value: number) => string;
}) {
  const chart = useChart<BarListData>({ data: [...steps], series: [{ name: 'name', color: 'teal.subtle' }] });
  return (
    <BarList.Root chart={chart} aria-label={title}>
      <BarList.Content>
        <BarList.Bar />
        <BarList.Value valueFormatter={valueText} />
      </BarList.Content>
    </BarList.Root>
  );
}
