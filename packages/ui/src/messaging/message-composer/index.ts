export type { MessageComposerProps, MessageSendOptions } from './message-composer';
export { MAX_MESSAGE_LENGTH, MESSAGE_SEND_FAILED, MessageComposer } from './message-composer';
