import {
  Box,
  Button,
  Card,
  CheckboxGroup,
  Flex,
  Heading,
  RadioGroup,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import { type IotRange, iotRangeValues } from '@robomarket/api-client/enums';
import {
  Component,
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useMemo,
  useState,
} from 'react';
import { EmptyState } from '../../internal/empty-state';
import { SectionError } from '../../internal/section-states';
import { SimpleTable, Td, Th } from '../../internal/simple-table';
import { metricLabel } from '../../views/device-view';
import { formatExactTime } from '../../views/time-ago';
import type { ChartLine } from './uplot-chart';

const UPlotChart = lazy(() => import('./uplot-chart'));

/** The chart data of a device: the contract's IotSeriesSet. */
export type SeriesSetView = Pick<components['schemas']['IotSeriesSet'], 'range' | 'from' | 'to' | 'series'>;

export interface MetricChartPanelProps {
  /** Loading shows a placeholder; error shows `error` with Try again; ready shows the chart or 'No data in this range'. */
  status: 'loading' | 'error' | 'ready';
  /** The series to draw, one per selected metric. */
  series?: SeriesSetView;
  /** Why loading failed; 'Failed to load the chart' when empty. */
  error?: string;
  /** Called by Try again after a failed load. */
  onRetry?: () => void;
  /** The time range shown. */
  range: IotRange;
  /** Called when the user picks another range. */
  onRangeChange: (range: IotRange) => void;
  /** The metrics the user may pick from. */
  metrics: readonly string[];
  /** The metrics drawn (1 to 6). */
  selected: readonly string[];
  /** Called with the new selection when the user ticks or unticks a metric. */
  onSelectedChange: (selected: string[]) => void;
  /** The panel's heading; 'Telemetry' by default. */
  title?: string;
}

/** The most metrics one chart draws (the contract's limit). */
export const MAX_CHART_METRICS = 6;

const RANGE_LABELS: Record<IotRange, string> = { '1h': '1 h', '24h': '24 h', '7d': '7 d', '30d': '30 d' };
const RANGE_WORDS: Record<IotRange, string> = {
  '1h': 'the last hour',
  '24h': 'the last 24 hours',
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
};
// Radix's step-9 colours, readable on light and dark.
const COLORS = ['#0090ff', '#e5484d', '#30a46c', '#f76b15', '#8e4ec6', '#12a594'];

const seconds = (time: string) => Math.floor(new Date(time).getTime() / 1000);

function formatValue(value: number, unit: string | null): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(Math.abs(value) >= 100 ? 0 : 1);
  if (!unit) return text;
  return unit === '%' || unit === '°C' ? `${text}${unit}` : `${text} ${unit}`;
}

interface Summary {
  metric: string;
  unit: string | null;
  color: string;
  last: number | null;
  min: number | null;
  max: number | null;
}

function summarise(set: SeriesSetView): Summary[] {
  return set.series.map((one, index) => {
    const last = one.points.at(-1);
    return {
      metric: one.metric,
      unit: one.unit,
      color: COLORS[index % COLORS.length] ?? '#0090ff',
      last: last ? last.last : null,
      min: one.points.length > 0 ? Math.min(...one.points.map((point) => point.min)) : null,
      max: one.points.length > 0 ? Math.max(...one.points.map((point) => point.max)) : null,
    };
  });
}

/** The series on one time axis, as uPlot draws them: every bucket's time once, each metric's average or a gap. */
function aligned(set: SeriesSetView): [number[], ...(number | null)[][]] {
  const times = [...new Set(set.series.flatMap((one) => one.points.map((point) => seconds(point.t))))].sort(
    (a, b) => a - b,
  );
  const at = new Map(times.map((time, index) => [time, index]));
  const columns = set.series.map((one) => {
    const column: (number | null)[] = times.map(() => null);
    for (const point of one.points) column[at.get(seconds(point.t)) ?? 0] = point.avg;
    return column;
  });
  return [times, ...columns];
}

/** Keeps the panel (and its summary) on screen when the chart's code cannot be loaded. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <Text as="p" size="2" color="gray">
          The chart could not be drawn; the summary below has the figures.
        </Text>
      );
    return this.props.children;
  }
}

const chartBox: CSSProperties = { minHeight: 260 };

function Chart({ set, summary }: { set: SeriesSetView; summary: Summary[] }) {
  const [zoomed, setZoomed] = useState(false);
  const [resetToken, setResetToken] = useState(0);
  const data = useMemo(() => aligned(set), [set]);
  const lines: ChartLine[] = summary.map((one) => ({
    label: metricLabel(one.metric),
    unit: one.unit ?? '',
    color: one.color,
  }));
  const described = summary
    .map((one) => (one.unit ? `${metricLabel(one.metric)} (${one.unit})` : metricLabel(one.metric)))
    .join(', ');
  return (
    <Flex direction="column" gap="2">
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Text size="1" color="gray">
          Drag across the chart to zoom.
        </Text>
        {zoomed && (
          <Button size="1" variant="soft" onClick={() => setResetToken((token) => token + 1)}>
            Reset zoom
          </Button>
        )}
      </Flex>
      <div
        role="img"
        aria-label={`Chart of ${described} from ${formatExactTime(set.from)} to ${formatExactTime(set.to)}`}
        style={chartBox}
      >
        <ChartBoundary>
          <Suspense fallback={<Skeleton width="100%" height="260px" />}>
            <UPlotChart
              data={data}
              lines={lines}
              from={seconds(set.from)}
              to={seconds(set.to)}
              onZoomChange={setZoomed}
              resetToken={resetToken}
            />
          </Suspense>
        </ChartBoundary>
      </div>
    </Flex>
  );
}

function SummaryTable({ summary }: { summary: Summary[] }) {
  const show = (value: number | null, unit: string | null) =>
    value === null ? '—' : formatValue(value, unit);
  return (
    <SimpleTable caption="Last, lowest and highest value of each metric in this range">
      <thead>
        <tr>
          <Th>Metric</Th>
          <Th>Last</Th>
          <Th>Min</Th>
          <Th>Max</Th>
        </tr>
      </thead>
      <tbody>
        {summary.map((one) => (
          <tr key={one.metric}>
            <Th scope="row">
              <Flex align="center" gap="2">
                <span
                  aria-hidden
                  style={{
                    width: 12,
                    height: 3,
                    background: one.color,
                    display: 'inline-block',
                    flexShrink: 0,
                  }}
                />
                {metricLabel(one.metric)}
              </Flex>
            </Th>
            <Td>{show(one.last, one.unit)}</Td>
            <Td>{show(one.min, one.unit)}</Td>
            <Td>{show(one.max, one.unit)}</Td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}

/**
 * A device's metrics over time: a time range switch (1 h, 24 h, 7 d, 30 d), a picker of up to six metrics,
 * a uPlot chart (loaded on first use) with an axis per unit and zoom by drag with Reset zoom, and a table of
 * each metric's last, lowest and highest value that screen readers read instead of the picture. Loading,
 * 'No data in this range' and the failure with Try again keep the controls, so the user can change range.
 */
export function MetricChartPanel({
  status,
  series,
  error,
  onRetry,
  range,
  onRangeChange,
  metrics,
  selected,
  onSelectedChange,
  title = 'Telemetry',
}: MetricChartPanelProps) {
  const headingId = useId();
  const rangeId = useId();
  const metricsId = useId();
  const summary = useMemo(() => (series ? summarise(series) : []), [series]);
  const offered = [...new Set([...metrics, ...selected])];

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <SectionError
        message={error?.trim() || 'Failed to load the chart'}
        onRetry={onRetry}
        retryLabel="Try again"
      />
    );
  } else if (status === 'loading' || !series) {
    body = (
      <Flex direction="column" gap="2">
        <Skeleton width="100%" height="260px" />
        <Text role="status" size="2" color="gray">
          Loading chart...
        </Text>
      </Flex>
    );
  } else if (series.series.every((one) => one.points.length === 0)) {
    body = (
      <EmptyState title="No data in this range" text={`The robot sent no points in ${RANGE_WORDS[range]}.`} />
    );
  } else {
    body = (
      <Flex direction="column" gap="3">
        <Chart set={series} summary={summary} />
        <SummaryTable summary={summary} />
      </Flex>
    );
  }

  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={headingId}>
            {title}
          </Heading>
          <Flex gap="5" wrap="wrap" align="start">
            <Box>
              <Text as="p" size="2" weight="medium" id={rangeId} mb="1">
                Time range
              </Text>
              <RadioGroup.Root
                aria-labelledby={rangeId}
                value={range}
                onValueChange={(value) => {
                  const next = iotRangeValues.find((one) => one === value);
                  if (next) onRangeChange(next);
                }}
              >
                <Flex gap="3">
                  {iotRangeValues.map((value) => (
                    <RadioGroup.Item key={value} value={value}>
                      {RANGE_LABELS[value]}
                    </RadioGroup.Item>
                  ))}
                </Flex>
              </RadioGroup.Root>
            </Box>
            <Box>
              <Text as="p" size="2" weight="medium" id={metricsId} mb="1">
                Metrics
              </Text>
              <CheckboxGroup.Root
                aria-labelledby={metricsId}
                value={[...selected]}
                onValueChange={(next) => {
                  if (next.length >= 1 && next.length <= MAX_CHART_METRICS) onSelectedChange(next);
                }}
              >
                <Flex gap="3" wrap="wrap">
                  {offered.map((metric) => {
                    const on = selected.includes(metric);
                    const locked = on ? selected.length <= 1 : selected.length >= MAX_CHART_METRICS;
                    return (
                      <CheckboxGroup.Item key={metric} value={metric} disabled={locked}>
                        {metricLabel(metric)}
                      </CheckboxGroup.Item>
                    );
                  })}
                </Flex>
              </CheckboxGroup.Root>
            </Box>
          </Flex>
          {body}
        </Flex>
      </section>
    </Card>
  );
}
