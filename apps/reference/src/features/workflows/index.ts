// The workflows feature's public surface: routes import from here, never from its folders.
export { OrderInvitations } from './components/order-invitations';
export { WorkflowCreateScreen } from './components/workflow-create-screen';
export { WorkflowDetailsScreen } from './components/workflow-details-screen';
export { WorkflowsScreen } from './components/workflows-screen';
export { readOnlyReason } from './lib/read-only';
export { isWorkflowMissing } from './lib/workflow-failure';
