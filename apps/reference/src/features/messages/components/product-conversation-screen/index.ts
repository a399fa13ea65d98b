export { ProductConversationScreen } from './product-conversation-screen';
