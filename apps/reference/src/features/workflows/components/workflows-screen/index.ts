export { WorkflowsScreen, type WorkflowsScreenProps } from './workflows-screen';
