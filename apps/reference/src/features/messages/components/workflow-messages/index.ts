export type { WorkflowMessagesProps } from './workflow-messages';
export { WorkflowMessages } from './workflow-messages';
