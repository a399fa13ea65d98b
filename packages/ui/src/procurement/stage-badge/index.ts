export type { WorkflowStage, WorkflowStatus } from '../../views/workflow-view';
export { detailActionHint, nextActionHint, WORKFLOW_STAGES, workflowStage } from '../../views/workflow-view';
export type { StageBadgeProps } from './stage-badge';
export { StageBadge, stageColor } from './stage-badge';
