import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { type ReactElement, useId } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { plainLink } from '../../internal/plain-link';
import { SectionError, SectionLoading } from '../../internal/section-states';
import {
  type ConversationLink,
  type ConversationView,
  conversationHref,
  counterpartName,
  viewerSells,
} from '../../views/conversation-view';
import { formatMessageTime } from '../message-thread';
import { UnreadBadge } from '../unread-badge';

export interface ConversationListProps {
  /** The conversations, most recently active first, once `status` is 'ready'; none shows 'No conversations yet'. */
  conversations?: ReadonlyArray<ConversationView>;
  /** Loading announces 'Loading conversations...', error shows `error` with Try Again, ready shows the list. */
  status: 'loading' | 'error' | 'ready';
  /** The viewer's user id: each conversation names the other side, and says which side the viewer is. */
  viewerId: string;
  /** Why loading failed; 'Failed to load conversations' when empty. */
  error?: string | undefined;
  /** Called by Try Again after a failed load. */
  onRetry?: (() => void) | undefined;
  /** More (older) conversations can be loaded: shows 'Load more conversations'. */
  hasMore?: boolean | undefined;
  /** Called by 'Load more conversations'. */
  onLoadMore?: (() => void) | undefined;
  /** A further page is loading: the button reads 'Loading...' and waits. */
  loadingMore?: boolean | undefined;
  /** Renders each conversation's link (React Router's Link in the app); a plain `<a>` by default. */
  renderLink?: (link: ConversationLink) => ReactElement;
  /** The time zone of the times shown; the viewer's own by default. */
  timeZone?: string | undefined;
}

/**
 * The viewer's conversations about products (ADR 0088), as buyer or as seller: each links to
 * /messages/{id} under the product's name, with the other side's name, the last message, its time and the
 * unread count. Loading, empty ('No conversations yet') and error (with Try Again) states; 'Load more
 * conversations' while older ones remain.
 */
export function ConversationList({
  conversations = [],
  status,
  viewerId,
  error,
  onRetry,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  renderLink = plainLink,
  timeZone,
}: ConversationListProps) {
  const titleId = useId();
  if (status === 'loading') return <SectionLoading label="Loading conversations..." />;
  if (status === 'error')
    return <SectionError message={error?.trim() || 'Failed to load conversations'} onRetry={onRetry} />;
  if (conversations.length === 0)
    return (
      <EmptyState
        title="No conversations yet"
        text="Ask a seller about a product with Contact Seller on its page; buyers' questions about your products appear here too."
      />
    );
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId}>
        <Heading as="h2" size="4" id={titleId}>
          Conversations
        </Heading>
        <Flex direction="column" gap="2" asChild>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  viewerId={viewerId}
                  renderLink={renderLink}
                  timeZone={timeZone}
                />
              </li>
            ))}
          </ul>
        </Flex>
        {hasMore && onLoadMore && (
          <Flex justify="center">
            <Button variant="soft" onClick={onLoadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more conversations'}
            </Button>
          </Flex>
        )}
      </section>
    </Flex>
  );
}

interface ConversationRowProps {
  conversation: ConversationView;
  viewerId: string;
  renderLink: (link: ConversationLink) => ReactElement;
  timeZone: string | undefined;
}

function ConversationRow({ conversation, viewerId, renderLink, timeZone }: ConversationRowProps) {
  const last = conversation.lastMessage;
  const other = counterpartName(conversation, viewerId);
  const side = viewerSells(conversation, viewerId) ? `Buyer: ${other}` : `Seller: ${other}`;
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex align="center" gap="2" minWidth="0">
            <Text weight="bold" size="3" truncate>
              {renderLink({ href: conversationHref(conversation.id), children: conversation.productName })}
            </Text>
            <UnreadBadge count={conversation.unreadCount} />
          </Flex>
          <Text size="1" color="gray">
            {formatMessageTime(last?.createdAt ?? conversation.lastActivityAt, timeZone)}
          </Text>
        </Flex>
        <Text size="2" color="gray">
          {side}
        </Text>
        {last ? (
          <Text size="2" dir="auto" truncate>
            {last.senderId === viewerId ? 'You' : last.senderName}: {last.body}
          </Text>
        ) : (
          <Text size="2" color="gray">
            No messages yet
          </Text>
        )}
      </Flex>
    </Card>
  );
}
