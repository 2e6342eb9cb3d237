import { Box, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { TimeChartProps } from './time-chart-props';

// The charting libraries load with the first section that draws a chart, never with the app shell.
const TimeChart = lazy(() => import('./TimeChart'));

/**
 * A time chart in its own chunk, as a labelled figure: `title` names it for assistive technology, which reads
 * `summary` (the chart's numbers in words) instead of the drawing.
 */
export function LazyTimeChart({ title, summary, ...chart }: TimeChartProps & { readonly title: string; readonly summary: string }) {
  return (
    <Box as="figure" role="figure" aria-label={title} borderWidth="1px" rounded="md" p="3" minW="0">
      <Box aria-hidden="true">
        <Suspense fallback={<Skeleton height={chart.height ?? '56'} />}>
          <TimeChart {...chart} />
        </Suspense>
      </Box>
      <Box as="figcaption" srOnly>
        {summary}
      </Box>
    </Box>
  );
}
