export { ConversationsScreen } from './conversations-screen';
