export type { MetricChartPanelProps, SeriesSetView } from './metric-chart-panel';
export { MAX_CHART_METRICS, MetricChartPanel } from './metric-chart-panel';
