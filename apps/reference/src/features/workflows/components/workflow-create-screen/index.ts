export { afterCreatePath, WorkflowCreateScreen } from './workflow-create-screen';
