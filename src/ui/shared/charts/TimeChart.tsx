import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { labelInterval, NO_VERTICAL_LINES } from './chart-axis';
import { PlainTick } from './PlainTick';
import type { TimeChartProps } from './time-chart-props';

/** recharts 3 sizes a chart from its box: it fills the chart's root. */
const FILL = { width: '100%', height: '100%' } as const;

/** At most this many labels under a time chart: a date or an hour each, readable side by side in a half-width card. */
const TIME_LABELS = 6;

/**
 * A chart of one value over time (bars or a line), drawn with @chakra-ui/charts on recharts. Loaded through
 * LazyTimeChart. Its axes are placed without measuring their labels in the page (chart-axis.ts), as the dashboard's.
 */
/** Every whole number from the range's low end to its high end, the ticks of a value with a scale of its own. */
function wholeTicks([low, high]: readonly [number, number]): number[] {
  return Array.from({ length: Math.floor(high) - Math.ceil(low) + 1 }, (_, index) => Math.ceil(low) + index);
}

export default function TimeChart({ data, kind, valueLabel, height = '56', valueRange }: TimeChartProps) {
  const chart = useChart({
    data: data.map((point) => ({ label: point.label, value: point.value })),
    series: [{ name: 'value', label: valueLabel, color: 'teal.solid' }],
  });
  const axes = (
    <>
      <CartesianGrid stroke={chart.color('border.muted')} vertical={false} verticalCoordinatesGenerator={NO_VERTICAL_LINES} />
      <XAxis
        tick={PlainTick}
        dataKey={chart.key('label')}
        tickLine={false}
        axisLine={false}
        interval={labelInterval(data.length, TIME_LABELS)}
      />
      <YAxis
        tick={PlainTick}
        tickLine={false}
        axisLine={false}
        allowDecimals={kind === 'line'}
        width={40}
        interval={0}
        {...(valueRange ? { domain: [...valueRange], ticks: wholeTicks(valueRange), allowDataOverflow: true } : {})}
      />
      <Tooltip animationDuration={0} cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
    </>
  );
  // The drawing is hidden from assistive technology (LazyTimeChart reads its summary instead): recharts' keyboard
  // layer would make it a tab stop inside that hidden box, a focus nobody can see named.
  return (
    <Chart.Root chart={chart} width="full" height={height} aspectRatio="auto">
      {kind === 'bar' ? (
        <BarChart data={chart.data} responsive style={FILL} accessibilityLayer={false}>
          {axes}
          <Bar dataKey={chart.key('value')} name={valueLabel} fill={chart.color('teal.solid')} isAnimationActive={false} />
        </BarChart>
      ) : (
        <LineChart data={chart.data} responsive style={FILL} accessibilityLayer={false}>
          {axes}
          <Line
            dataKey={chart.key('value')}
            name={valueLabel}
            stroke={chart.color('teal.solid')}
            strokeWidth={2}
            dot
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </Chart.Root>
  );
}
