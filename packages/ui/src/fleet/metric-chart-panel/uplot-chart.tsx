// Loaded only when a chart is drawn (MetricChartPanel's lazy import), so no other page downloads uPlot.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

/** What one line of the chart draws. */
export interface ChartLine {
  /** Shown in the cursor's readout. */
  label: string;
  /** The axis it is measured on (its unit, or '' without one). */
  unit: string;
  /** Its colour. */
  color: string;
}

export interface UPlotChartProps {
  /** Seconds since the epoch, ascending; then one array of values (or null for a gap) per line. */
  data: uPlot.AlignedData;
  lines: readonly ChartLine[];
  /** The range's ends, in seconds since the epoch: the unzoomed x scale. */
  from: number;
  to: number;
  /** Told whether the x scale is narrower than the range (the user dragged to zoom). */
  onZoomChange: (zoomed: boolean) => void;
  /** A new value resets the zoom to the whole range. */
  resetToken: number;
  height?: number;
}

// uPlot's own stylesheet, reduced to what the chart uses (no legend, no title); injected once.
const CSS =
  '.uplot,.uplot *{box-sizing:border-box}.uplot{width:min-content}.u-wrap{position:relative;user-select:none}' +
  '.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{display:block;position:relative;' +
  'width:100%;height:100%}.u-axis{position:absolute}.u-select{background:var(--accent-a4);position:absolute;' +
  'pointer-events:none}.u-cursor-x,.u-cursor-y{position:absolute;left:0;top:0;pointer-events:none}' +
  '.u-hz .u-cursor-x{height:100%;border-right:1px dashed var(--gray-9)}.u-hz .u-cursor-y{width:100%;' +
  'border-bottom:1px dashed var(--gray-9)}.u-cursor-pt{position:absolute;top:0;left:0;border-radius:50%;' +
  'border:0 solid;pointer-events:none;background-clip:padding-box!important}.u-axis.u-off,.u-select.u-off,' +
  '.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}';

/** Whether the page can draw on a canvas (a DOM emulation cannot: the summary table stands in). */
function canDraw(doc: Document): boolean {
  try {
    return doc.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

function injectStyles(doc: Document) {
  if (doc.getElementById('rm-uplot-styles')) return;
  const style = doc.createElement('style');
  style.id = 'rm-uplot-styles';
  style.textContent = CSS;
  doc.head.append(style);
}

/** A theme colour read from the page (canvas strokes cannot use CSS variables). */
function themeColor(node: HTMLElement, variable: string, fallback: string): string {
  return getComputedStyle(node).getPropertyValue(variable).trim() || fallback;
}

function options(node: HTMLElement, props: UPlotChartProps, width: number): uPlot.Options {
  const text = themeColor(node, '--gray-11', '#60646c');
  const grid = themeColor(node, '--gray-a4', 'rgba(0,0,0,0.08)');
  const units = [...new Set(props.lines.map((line) => line.unit))];
  // The x scale is the whole range (set once the chart exists), not the span of the data: a robot that
  // went quiet shows as a gap, not as a stretched line.
  const scales: uPlot.Scales = { x: { time: true, auto: false } };
  for (const unit of units) scales[unit || 'value'] = { auto: true };
  const axis = (unit: string, side: 1 | 3): uPlot.Axis => ({
    scale: unit || 'value',
    side,
    label: unit || undefined,
    stroke: text,
    grid: { stroke: grid, width: 1, show: side === 3 },
    ticks: { stroke: grid, width: 1 },
    size: 56,
  });
  return {
    width,
    height: props.height ?? 260,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { drag: { x: true, y: false, setScale: true } },
    scales,
    axes: [
      { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } },
      ...units.slice(0, 2).map((unit, index) => axis(unit, index === 0 ? 3 : 1)),
    ],
    series: [
      {},
      ...props.lines.map((line) => ({
        label: line.label,
        scale: line.unit || 'value',
        stroke: line.color,
        width: 2,
        spanGaps: false,
      })),
    ],
    hooks: {
      setScale: [
        (chart: uPlot, key: string) => {
          if (key !== 'x') return;
          const { min, max } = chart.scales.x ?? {};
          props.onZoomChange(
            min !== undefined && max !== undefined && (min > props.from + 1 || max < props.to - 1),
          );
        },
      ],
    },
  };
}

/** A uPlot line chart of several metrics over time, drag to zoom; sized to its container's width. */
export default function UPlotChart(props: UPlotChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const shape = `${props.from}|${props.to}|${props.lines.map((line) => `${line.label}:${line.unit}`).join(',')}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart is made again only when its shape changes; data flows in below.
  useEffect(() => {
    const node = container.current;
    if (!node || !canDraw(node.ownerDocument)) return;
    injectStyles(node.ownerDocument);
    const made = new uPlot(options(node, latest.current, node.clientWidth || 600), latest.current.data, node);
    made.setScale('x', { min: latest.current.from, max: latest.current.to });
    chart.current = made;
    // Follows its container's width where the browser can tell (not in a DOM emulation).
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (node.clientWidth > 0)
              made.setSize({ width: node.clientWidth, height: latest.current.height ?? 260 });
          });
    resize?.observe(node);
    latest.current.onZoomChange(false);
    return () => {
      resize?.disconnect();
      made.destroy();
      chart.current = null;
    };
  }, [shape]);

  // New points (a live update) redraw without losing the user's zoom; the x scale does not follow the data.
  const drawn = useRef(props.data);
  useEffect(() => {
    const made = chart.current;
    if (!made || drawn.current === props.data) return;
    drawn.current = props.data;
    made.setData(props.data, true);
  }, [props.data]);

  useEffect(() => {
    if (props.resetToken === 0) return;
    chart.current?.setScale('x', { min: latest.current.from, max: latest.current.to });
  }, [props.resetToken]);

  return <div ref={container} style={{ width: '100%' }} />;
}
