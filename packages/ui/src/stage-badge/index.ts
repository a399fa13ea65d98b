export type { StageBadgeProps } from './stage-badge';
export { StageBadge, stageColor } from './stage-badge';
export type { WorkflowStage, WorkflowStatus } from './workflow-status';
export { detailActionHint, nextActionHint, WORKFLOW_STAGES, workflowStage } from './workflow-status';
