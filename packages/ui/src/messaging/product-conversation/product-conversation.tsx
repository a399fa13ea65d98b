import { Button, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { plainLink } from '../../internal/plain-link';
import { PageMessage } from '../../primitives/page-message';
import { OfferList } from '../../procurement/offer-list';
import {
  type ConversationLink,
  type ConversationView,
  counterpartName,
  viewerSells,
} from '../../views/conversation-view';
import type { OfferView } from '../../views/offer-view';
import { productHref } from '../../views/product-view';
import { MessageComposer } from '../message-composer';
import { MessageThread, type MessageView } from '../message-thread';

/** The words under 'Conversation not found'. */
export const CONVERSATION_NOT_FOUND_TEXT = "This conversation doesn't exist, or you are not part of it.";

export interface ProductConversationProps {
  /** Loading shows 'Loading conversation...', error `error` with Try Again, ready the conversation. */
  status: 'loading' | 'error' | 'ready';
  /** The conversation once `status` is 'ready'; null or none shows 'Conversation not found'. */
  conversation?: ConversationView | null;
  /** Why loading failed; 'Failed to load the conversation' when empty. */
  error?: string | undefined;
  /** Called by Try Again after a failed load. */
  onRetry?: (() => void) | undefined;
  /** The viewer's user id: the buyer who asked or the product's seller. */
  viewerId: string;
  /** The messages, oldest first. */
  messages?: ReadonlyArray<MessageView>;
  /** The messages' own loading state. */
  messagesStatus: 'loading' | 'error' | 'ready';
  /** Why the messages failed to load. */
  messagesError?: string | undefined;
  /** Called by the thread's Try Again. */
  onRetryMessages?: (() => void) | undefined;
  /** Later messages remain: 'Load more messages'. */
  hasMore?: boolean | undefined;
  /** Called by 'Load more messages'. */
  onLoadMore?: (() => void) | undefined;
  /** A further page is loading. */
  loadingMore?: boolean | undefined;
  /** Sends a message; reject to keep the text and show the failure with Retry. */
  onSend: (body: string) => Promise<unknown>;
  /** The buyer's offers on the product, newest first: shown in the conversation to both sides. */
  offers?: ReadonlyArray<OfferView>;
  /** The buyer's 'Make an offer' (opens the offer form); not offered without it, nor to the seller. */
  onMakeOffer?: (() => void) | undefined;
  /** The seller accepts a PENDING offer from the conversation; reject to show the failure. */
  onAcceptOffer?: ((offer: OfferView) => Promise<unknown>) | undefined;
  /** The seller rejects a PENDING offer from the conversation. */
  onRejectOffer?: ((offer: OfferView) => Promise<unknown>) | undefined;
  /** The seller counters an offer from the conversation. */
  onCounterOffer?: ((offer: OfferView, price: string) => Promise<unknown>) | undefined;
  /** Renders links (React Router's Link in the app); a plain `<a>` by default. */
  renderLink?: (link: ConversationLink) => ReactElement;
  /** The time zone of the times shown; the viewer's own by default. */
  timeZone?: string | undefined;
}

/**
 * A conversation about a product before an offer (ADR 0088), private to the buyer who asked and the
 * product's seller: the product (linked to its page) and the other side's name, the messages and the
 * composer, and the buyer's offers on the product. The buyer has 'Make an offer'; the seller answers an
 * offer from here (Accept, Reject, Counter). Loading, error (with Try Again) and 'Conversation not found'
 * states; the thread has its own.
 */
export function ProductConversation({
  status,
  conversation,
  error,
  onRetry,
  viewerId,
  messages,
  messagesStatus,
  messagesError,
  onRetryMessages,
  hasMore,
  onLoadMore,
  loadingMore,
  onSend,
  offers = [],
  onMakeOffer,
  onAcceptOffer,
  onRejectOffer,
  onCounterOffer,
  renderLink = plainLink,
  timeZone,
}: ProductConversationProps) {
  if (status === 'loading')
    return (
      <Text as="p" role="status" color="gray">
        Loading conversation...
      </Text>
    );
  if (status === 'error')
    return (
      <PageMessage
        alert
        title="Failed to load the conversation"
        text={error?.trim() || 'Try again in a moment.'}
      >
        {onRetry && (
          <Button variant="soft" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </PageMessage>
    );
  if (!conversation)
    return (
      <PageMessage title="Conversation not found" text={CONVERSATION_NOT_FOUND_TEXT}>
        <Button asChild variant="soft">
          {renderLink({ href: '/messages', children: 'Back to Messages' })}
        </Button>
      </PageMessage>
    );
  const seller = viewerSells(conversation, viewerId);
  const other = counterpartName(conversation, viewerId);
  return (
    <Flex direction="column" gap="5">
      <Card size="3">
        <Flex justify="between" align="center" gap="4" wrap="wrap">
          <Flex direction="column" gap="1" minWidth="0">
            <Text size="2" color="gray">
              {seller ? 'A question about your product' : 'Your question about'}
            </Text>
            <Heading as="h1" size="6" style={{ overflowWrap: 'anywhere' }}>
              {conversation.productId === null ? (
                conversation.productName
              ) : (
                <Link asChild underline="always">
                  {renderLink({
                    href: productHref(conversation.productId),
                    children: conversation.productName,
                  })}
                </Link>
              )}
            </Heading>
            <Text size="2">
              {seller ? 'Buyer' : 'Seller'}: {other}
            </Text>
            {conversation.productId === null && (
              <Text size="2" color="gray">
                The seller removed this product.
              </Text>
            )}
          </Flex>
          {!seller && onMakeOffer && conversation.productId !== null && (
            <Button size="3" onClick={onMakeOffer}>
              Make an offer
            </Button>
          )}
        </Flex>
      </Card>
      <MessageThread
        messages={messages}
        status={messagesStatus}
        viewerId={viewerId}
        error={messagesError}
        onRetry={onRetryMessages}
        hasMore={hasMore}
        onLoadMore={onLoadMore}
        loadingMore={loadingMore}
        timeZone={timeZone}
        emptyText={
          seller
            ? `Questions from ${other} about this product appear here.`
            : `Ask ${other} anything about this product before you make an offer.`
        }
      >
        <MessageComposer onSend={(body) => onSend(body)} recipientName={other} />
      </MessageThread>
      {offers.length > 0 && (
        <OfferList
          title="Offers in this conversation"
          status="ready"
          offers={offers}
          viewer={seller ? 'seller' : 'buyer'}
          onAccept={seller ? onAcceptOffer : undefined}
          onReject={seller ? onRejectOffer : undefined}
          onCounter={seller ? onCounterOffer : undefined}
          renderLink={renderLink}
        />
      )}
    </Flex>
  );
}
