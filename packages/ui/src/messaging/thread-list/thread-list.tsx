import { LockClosedIcon } from '@radix-ui/react-icons';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { UnreadBadge } from '../unread-badge';

/** A thread as the list shows it: the contract's Thread fields of the same names. */
export interface ThreadView {
  /** The seller whose private thread with the buyer's side this is. */
  sellerId: string;
  /** The seller's display name. */
  sellerName: string;
  /** Messages in the thread the viewer has not read. */
  unreadMessages: number;
  /** The deal went to another seller: nobody writes in this thread any more. */
  readOnly: boolean;
}

export interface ThreadListProps {
  /** The threads, in the order their sellers joined, once `status` is 'ready'; none says no seller has joined. */
  threads?: ReadonlyArray<ThreadView>;
  /** Loading announces 'Loading conversations...', error shows `error` with Try Again, ready shows the threads. */
  status: 'loading' | 'error' | 'ready';
  /** The seller whose thread is shown now: its entry is marked current. */
  selectedSellerId?: string | undefined;
  /** Called with the seller's id when the viewer picks a thread. */
  onSelect: (sellerId: string) => void;
  /** Why loading failed; 'Failed to load conversations' when empty. */
  error?: string | undefined;
  /** Called by Try Again after a failed load. */
  onRetry?: (() => void) | undefined;
}

/**
 * The buyer's side picks which seller's private thread to read: one button per seller with its name, its
 * unread count and a 'Closed' mark once the deal went to another seller. The shown thread's button is
 * `aria-current`; every entry is a plain button, so Tab and Enter or Space reach and pick it. Loading, empty
 * ('No sellers yet') and error (with Try Again) states.
 */
export function ThreadList({
  threads = [],
  status,
  selectedSellerId,
  onSelect,
  error,
  onRetry,
}: ThreadListProps) {
  if (status === 'loading') return <SectionLoading label="Loading conversations..." />;
  if (status === 'error')
    return <SectionError message={error?.trim() || 'Failed to load conversations'} onRetry={onRetry} />;
  if (threads.length === 0)
    return (
      <Flex direction="column" gap="1">
        <Text as="p" size="2" weight="bold">
          No sellers yet
        </Text>
        <Text as="p" size="2" color="gray">
          Each seller that proposes or declares its intent to bid gets a private conversation with you here.
        </Text>
      </Flex>
    );
  return (
    <nav aria-label="Conversations with sellers">
      <Flex asChild gap="2" wrap="wrap">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {threads.map((thread) => {
            const current = thread.sellerId === selectedSellerId;
            return (
              <li key={thread.sellerId} style={{ minWidth: 0 }}>
                <Button
                  type="button"
                  variant={current ? 'surface' : 'soft'}
                  color={current ? undefined : 'gray'}
                  highContrast={!current}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(thread.sellerId)}
                  style={{ maxWidth: '100%' }}
                >
                  <Text truncate>{thread.sellerName}</Text>
                  <UnreadBadge count={thread.unreadMessages} />
                  {thread.readOnly && (
                    <Badge color="gray" variant="surface" radius="full" size="1">
                      <LockClosedIcon aria-hidden />
                      Closed
                    </Badge>
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
      </Flex>
    </nav>
  );
}
