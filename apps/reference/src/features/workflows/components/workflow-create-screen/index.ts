export { WorkflowCreateScreen } from './workflow-create-screen';
