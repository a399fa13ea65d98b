export type { TimelineStep, TimelineStepState, WorkflowTimelineProps } from './workflow-timeline';
export { timelineSteps, WorkflowTimeline } from './workflow-timeline';
