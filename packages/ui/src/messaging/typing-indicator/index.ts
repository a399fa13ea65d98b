export type { TypingIndicatorProps } from './typing-indicator';
export { TypingIndicator, typingText } from './typing-indicator';
