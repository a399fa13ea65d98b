export type { WorkflowListProps, WorkflowListStatus, WorkflowRowView } from './workflow-list';
export { WorkflowList } from './workflow-list';
