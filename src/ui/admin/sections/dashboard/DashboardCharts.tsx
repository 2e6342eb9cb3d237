import { BarList, Chart, useChart, type BarListData } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

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
}

/** A column chart (recharts through @chakra-ui/charts) of counts; the drawing is one image named by `summary`. */
export function ColumnChart({ data, summary, seriesLabel, color }: ColumnChartProps) {
  const chart = useChart({
    data: data.map((d) => ({ label: d.label, count: d.count })),
    series: [{ name: 'count', color, label: seriesLabel }],
  });
  return (
    <Box role="img" aria-label={summary}>
      <Chart.Root maxH="56" chart={chart}>
        <BarChart responsive data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis axisLine={false} tickLine={false} dataKey={chart.key('label')} minTickGap={8} />
          <YAxis axisLine={false} tickLine={false} allowDecimals={false} width={32} />
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
}

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
