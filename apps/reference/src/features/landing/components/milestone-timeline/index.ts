export { MilestoneTimeline } from './milestone-timeline';
