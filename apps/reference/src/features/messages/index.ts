// The messages feature's public surface: routes import from here, never from its folders.
export type { WorkflowThreads } from './api/use-workflow-threads';
export { useWorkflowThreads } from './api/use-workflow-threads';
export { WorkflowMessages } from './components/workflow-messages';
