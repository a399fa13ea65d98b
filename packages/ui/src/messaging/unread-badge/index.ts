export type { UnreadBadgeProps } from './unread-badge';
export { UnreadBadge, unreadLabel } from './unread-badge';
