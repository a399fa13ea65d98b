export { WorkflowDetailsScreen } from './workflow-details-screen';
