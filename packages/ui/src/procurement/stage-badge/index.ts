export type { StageBadgeProps } from './stage-badge';
export { StageBadge, stageColor } from './stage-badge';
