export { WorkflowMessages } from './workflow-messages';
