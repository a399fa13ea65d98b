export { WorkflowsScreen } from './workflows-screen';
