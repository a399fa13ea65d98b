export type { MessageThreadProps, MessageView } from './message-thread';
export { formatMessageTime, MessageThread } from './message-thread';
