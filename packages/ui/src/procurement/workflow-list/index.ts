export type { WorkflowLink, WorkflowListProps, WorkflowListStatus, WorkflowRowView } from './workflow-list';
export { WorkflowList, workflowHref } from './workflow-list';
