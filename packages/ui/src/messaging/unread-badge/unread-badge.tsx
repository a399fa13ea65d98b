import { Badge, VisuallyHidden } from '@radix-ui/themes';

export interface UnreadBadgeProps {
  /** Messages from others the viewer has not read; nothing is shown at 0 (or when left out). */
  count?: number | undefined;
}

/** The accessible name of an unread count: '1 unread message', '3 unread messages'. */
export function unreadLabel(count: number): string {
  return `${count} unread ${count === 1 ? 'message' : 'messages'}`;
}

/**
 * A workflow's unread message count as a small badge ('99+' above 99), read out as '3 unread messages';
 * nothing at all when there is nothing unread.
 */
export function UnreadBadge({ count = 0 }: UnreadBadgeProps) {
  if (!Number.isInteger(count) || count <= 0) return null;
  return (
    <Badge color="red" variant="soft" highContrast radius="full" size="1">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{unreadLabel(count)}</VisuallyHidden>
    </Badge>
  );
}
