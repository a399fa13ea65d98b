export type { ProductConversationProps } from './product-conversation';
export { CONVERSATION_NOT_FOUND_TEXT, ProductConversation } from './product-conversation';
