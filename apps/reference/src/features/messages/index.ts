// The messages feature's public surface: routes import from here, never from its folders.
export { useWorkflowThreads } from './api/use-workflow-threads';
export { WorkflowMessages } from './components/workflow-messages';
