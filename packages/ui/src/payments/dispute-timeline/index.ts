export { DisputeTimeline, type DisputeTimelineProps } from './dispute-timeline';
