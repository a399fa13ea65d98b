import { BellIcon } from '@radix-ui/react-icons';
import { Badge, Box, Heading, IconButton, Popover } from '@radix-ui/themes';
import { NotificationList, type NotificationListProps } from '../notification-list';

export interface NotificationBellProps extends NotificationListProps {
  /** Unread notifications; the badge shows it ('99+' above 99) and hides at 0. */
  unreadCount: number;
  /** The popover opened or closed: load the list when it opens. */
  onOpenChange?: (open: boolean) => void;
  /** Controlled open state (the popover manages its own when left out). */
  open?: boolean;
}

/** The count as the badge shows it: '99+' above 99. */
const shown = (count: number) => (count > 99 ? '99+' : String(count));

/** The accessible name of the bell: 'Notifications, 3 unread' (the badge's text is part of it). */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${shown(count)} unread` : 'Notifications';
}

/** The header's bell: the unread count, and the notification list in a popover. */
export function NotificationBell({ unreadCount, onOpenChange, open, ...list }: NotificationBellProps) {
  return (
    <Popover.Root {...(open === undefined ? {} : { open })} onOpenChange={onOpenChange}>
      <Popover.Trigger>
        <IconButton
          variant="ghost"
          color="gray"
          aria-label={bellLabel(unreadCount)}
          style={{ position: 'relative' }}
        >
          <BellIcon width={18} height={18} aria-hidden />
          {unreadCount > 0 && (
            <Badge
              aria-hidden
              color="red"
              variant="solid"
              highContrast
              radius="full"
              size="1"
              style={{ position: 'absolute', top: -6, right: -8 }}
            >
              {shown(unreadCount)}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Popover.Content width="360px" maxHeight="480px" aria-label="Notifications">
        <Box pb="2">
          <Heading as="h2" size="3">
            Notifications
          </Heading>
        </Box>
        <NotificationList {...list} />
      </Popover.Content>
    </Popover.Root>
  );
}
