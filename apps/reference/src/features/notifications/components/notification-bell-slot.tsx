import {
  useListNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useUnreadNotificationCount,
} from '@robomarket/api-client/react';
import { NotificationBell } from '@robomarket/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../../lib/failure-text';

/**
 * The header's bell (ADR 0096), loaded after the page: the unread count, live over
 * `GET /v2/notifications/events` (asked again every 30 seconds and on focus only while that stream is not
 * open), and the latest notifications once the popover opens. Following one marks it read.
 */
export function NotificationBellSlot() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const count = useUnreadNotificationCount();
  const list = useListNotifications({ enabled: open });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  return (
    <NotificationBell
      open={open}
      onOpenChange={setOpen}
      unreadCount={count.data?.unread ?? 0}
      status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      notifications={list.data?.notifications}
      error={list.isError ? failureText(list.error, 'Failed to load notifications') : undefined}
      onRetry={() => void list.refetch()}
      onOpen={(notification, event) => {
        event.preventDefault();
        setOpen(false);
        if (!notification.read) markRead.mutate(notification.id);
        void navigate(notification.link);
      }}
      onMarkAllRead={() => markAll.mutate()}
    />
  );
}
