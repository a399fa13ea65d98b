// The messages feature's public surface: routes import from here, never from its folders.
export { useContactSeller } from './api/use-contact-seller';
export { useWorkflowThreads } from './api/use-workflow-threads';
export { ConversationsScreen } from './components/conversations-screen';
export { ProductConversationScreen } from './components/product-conversation-screen';
export { WorkflowMessages } from './components/workflow-messages';
