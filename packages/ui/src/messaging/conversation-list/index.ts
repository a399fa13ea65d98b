export type { ConversationListProps } from './conversation-list';
export { ConversationList } from './conversation-list';
