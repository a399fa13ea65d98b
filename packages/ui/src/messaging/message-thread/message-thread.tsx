import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { type OnBehalfOfView, onBehalfOfLine } from '../../views/on-behalf-of';

/** A message as the thread shows it: the contract's Message fields of the same names. */
export interface MessageView {
  /** The message's id. */
  id: string;
  /** Who wrote it; the viewer's own messages sit on the other side. */
  senderId: string;
  /** The sender's display name. */
  senderName: string;
  /** Plain text as typed; shown as text, never as HTML. */
  body: string;
  /** RFC 3339; shown as an en-US date and time. */
  createdAt: string;
  /** Who sent it for which business: shown as "Sent by Ada Lovelace for Meridian Automation". */
  sentBy?: OnBehalfOfView | undefined;
}

export interface MessageThreadProps {
  /** The messages, oldest first, once `status` is 'ready'; none shows 'No messages yet'. */
  messages?: ReadonlyArray<MessageView>;
  /** Loading announces 'Loading messages...', error shows `error` with Try Again, ready shows the messages. */
  status: 'loading' | 'error' | 'ready';
  /** The viewer's user id: their own messages are aligned to the end and tinted. */
  viewerId: string;
  /** Why loading failed; 'Failed to load messages' when empty. */
  error?: string | undefined;
  /** Called by Try Again after a failed load. */
  onRetry?: (() => void) | undefined;
  /** More (later) messages can be loaded: shows 'Load more messages' after the last one. */
  hasMore?: boolean | undefined;
  /** Called by 'Load more messages'. */
  onLoadMore?: (() => void) | undefined;
  /** A further page is loading: the button reads 'Loading...' and waits. */
  loadingMore?: boolean | undefined;
  /** The time zone of the times shown; the viewer's own by default. */
  timeZone?: string | undefined;
  /** The heading's words; 'Messages' by default. */
  title?: string | undefined;
  /** Level of the heading: 2 (the default) under the page heading. */
  headingLevel?: 2 | 3 | undefined;
  /** The words under 'No messages yet'; by default they say the buyer's and the sellers' messages appear here. */
  emptyText?: string | undefined;
  /** Shown under the thread: the typing indicator and the composer. */
  children?: ReactNode;
}

/** A message's time in en-US form: "Mar 1, 2026, 10:05 AM"; anything unreadable is shown as it came. */
export function formatMessageTime(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone === undefined ? {} : { timeZone }),
  });
}

// How close to the end (px) the reader must be for a new message to scroll the log along.
const FOLLOW_THRESHOLD = 80;

/**
 * A workflow's conversation: each message with its sender's name and time, oldest first, the viewer's own
 * on the other side. Bodies are plain text (`dir="auto"`, so right-to-left text reads right; long words
 * wrap). The log scrolls to the newest message when the reader was already at the end. Loading, empty
 * ('No messages yet') and error (with Try Again) states; 'Load more messages' while later pages remain.
 */
export function MessageThread({
  messages = [],
  status,
  viewerId,
  error,
  onRetry,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  timeZone,
  title = 'Messages',
  headingLevel = 2,
  emptyText = 'Messages between the buyer and the sellers appear here.',
  children,
}: MessageThreadProps) {
  const titleId = useId();
  const log = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const lastId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const element = log.current;
    if (element && lastId !== undefined && atEnd.current) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  let body: ReactNode;
  if (status === 'loading') body = <SectionLoading label="Loading messages..." />;
  else if (status === 'error')
    body = <SectionError message={error?.trim() || 'Failed to load messages'} onRetry={onRetry} />;
  else if (messages.length === 0) body = <EmptyState title="No messages yet" text={emptyText} />;
  else
    body = (
      <Box
        ref={log}
        role="log"
        aria-labelledby={titleId}
        // Scrollable, so reachable by keyboard.
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD;
        }}
        style={{ maxHeight: 480, overflowY: 'auto' }}
        p="1"
      >
        <Flex direction="column" gap="3" asChild>
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                own={message.senderId === viewerId}
                timeZone={timeZone}
              />
            ))}
          </ol>
        </Flex>
        {hasMore && onLoadMore && (
          <Flex justify="center" pt="3">
            <Button variant="soft" onClick={onLoadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more messages'}
            </Button>
          </Flex>
        )}
      </Box>
    );
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="4" id={titleId}>
          {title}
        </Heading>
        {body}
        {children}
      </section>
    </Flex>
  );
}

function MessageRow({
  message,
  own,
  timeZone,
}: {
  message: MessageView;
  own: boolean;
  timeZone?: string | undefined;
}) {
  return (
    <Flex asChild direction="column" align={own ? 'end' : 'start'}>
      <li data-own={own || undefined}>
        <Box
          px="3"
          py="2"
          style={{
            maxWidth: '85%',
            minWidth: 0,
            borderRadius: 'var(--radius-4)',
            background: own ? 'var(--accent-a3)' : 'var(--gray-a3)',
          }}
        >
          <Flex gap="2" align="baseline" wrap="wrap" justify={own ? 'end' : 'start'}>
            <Text size="2" weight="bold" style={{ overflowWrap: 'anywhere' }}>
              {message.senderName}
            </Text>
            <Text size="1" color="gray" asChild>
              <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, timeZone)}</time>
            </Text>
          </Flex>
          {message.sentBy?.businessName && (
            <Text as="p" size="1" color="gray" style={{ overflowWrap: 'anywhere', margin: 0 }}>
              {onBehalfOfLine(message.sentBy)}
            </Text>
          )}
          <Text
            as="p"
            size="2"
            dir="auto"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}
          >
            {message.body}
          </Text>
        </Box>
      </li>
    </Flex>
  );
}
