// The messages feature's public surface: routes import from here, never from its folders.
export { WorkflowMessages } from './components/workflow-messages';
