// The workflows feature's public surface: routes import from here, never from its folders.
export { afterCreatePath, WorkflowCreateScreen } from './components/workflow-create-screen';
export { WorkflowDetailsScreen } from './components/workflow-details-screen';
export { isWorkflowMissing } from './lib/workflow-failure';
