// The workflows feature's public surface: routes import from here, never from its folders.
export { WorkflowCreateScreen } from './components/workflow-create-screen';
export { WorkflowDetailsScreen } from './components/workflow-details-screen';
export { isWorkflowMissing } from './lib/workflow-failure';
