import { Box, Button, Flex, Spinner, Text } from '@radix-ui/themes';
import type { MouseEvent, ReactNode } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { formatShortDate } from '../../internal/format';
import { LoadError } from '../../internal/load-error';

/** One notification as the list shows it (the contract's `Notification`). */
export interface NotificationView {
  id: string;
  /** One sentence: what happened. */
  title: string;
  /** The app's path that shows the object. */
  link: string;
  read: boolean;
  /** When it happened (RFC 3339). */
  createdAt: string;
}

export interface NotificationListProps {
  /** The notifications, newest first, shown once `status` is 'ready'. */
  notifications?: ReadonlyArray<NotificationView>;
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the list. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load notifications' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry?: () => void;
  /**
   * Called when a notification's link is followed (before the browser follows it): mark it read, and
   * call `event.preventDefault()` to navigate inside the app instead.
   */
  onOpen?: (notification: NotificationView, event: MouseEvent<HTMLAnchorElement>) => void;
  /** 'Mark all as read', shown while something is unread. */
  onMarkAllRead?: () => void;
}

/** The signed-in user's notifications: each links to its object; unread ones stand out. */
export function NotificationList({
  notifications = [],
  status,
  error,
  onRetry,
  onOpen,
  onMarkAllRead,
}: NotificationListProps) {
  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Flex role="status" align="center" gap="2" p="3">
        <Spinner />
        <Text size="2">Loading notifications...</Text>
      </Flex>
    );
  } else if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to load notifications'} onRetry={onRetry} />;
  } else if (notifications.length === 0) {
    body = <EmptyState title="No notifications" text="News of your deals appears here." />;
  } else {
    body = (
      <ul aria-label="Notifications" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {notifications.map((notification) => (
          <li key={notification.id}>
            <a
              href={notification.link}
              onClick={(event) => onOpen?.(notification, event)}
              style={{
                display: 'block',
                padding: 'var(--space-2) var(--space-3)',
                borderRadius: 'var(--radius-2)',
                color: 'inherit',
                textDecoration: 'none',
                background: notification.read ? undefined : 'var(--accent-a3)',
              }}
            >
              <Text as="p" size="2" weight={notification.read ? 'regular' : 'bold'}>
                {notification.title}
                {!notification.read && <span style={visuallyHidden}> (unread)</span>}
              </Text>
              <Text as="p" size="1" color="gray">
                {formatShortDate(notification.createdAt)}
              </Text>
            </a>
          </li>
        ))}
      </ul>
    );
  }
  const anyUnread = status === 'ready' && notifications.some((notification) => !notification.read);
  return (
    <Box>
      {anyUnread && onMarkAllRead && (
        <Flex justify="end" pb="2">
          <Button size="1" variant="ghost" onClick={onMarkAllRead}>
            Mark all as read
          </Button>
        </Flex>
      )}
      {body}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
