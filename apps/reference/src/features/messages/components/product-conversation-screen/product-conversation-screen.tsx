import { ApiError } from '@robomarket/api-client';
import {
  conversationKeys,
  getProductQueryOptions,
  useApiClient,
  useCreateConversationMessage,
  useCreateOffer,
  useGetConversation,
  useListConversationMessages,
  useMarkConversationRead,
  useUpdateOfferStatus,
} from '@robomarket/api-client/react';
import {
  MakeOfferDialog,
  type MakeOfferValues,
  type OfferView,
  ProductConversation,
  useToast,
} from '@robomarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../../../lib/router-link';
import { CONVERSATION_POLL_MS } from '../../api/conversation-polling';
import { usePageVisible } from '../../api/use-page-visible';

export interface ProductConversationScreenProps {
  /** The conversation's id, from the address /messages/{id}. */
  conversationId: string;
  /** The signed-in user's id. */
  userId: string;
  /** Told the product's name once the conversation has loaded (the page's title). */
  onLoaded?: (productName: string | null) => void;
}

/**
 * /messages/{id}: a conversation about a product (ADR 0088). Both sides read and write; the buyer makes an
 * offer in one step ('Make an offer' opens the offer form for the product), after which the offer shows in
 * the conversation for both; the seller accepts, rejects or counters it there. Messages and offers are
 * polled every few seconds while the page is shown; what is shown counts as read.
 */
export function ProductConversationScreen({
  conversationId,
  userId,
  onLoaded,
}: ProductConversationScreenProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const conversationQuery = useGetConversation(conversationId, { refetchInterval: CONVERSATION_POLL_MS });
  const messages = useListConversationMessages(conversationId, { refetchInterval: CONVERSATION_POLL_MS });
  const send = useCreateConversationMessage();
  const { mutate: markRead } = useMarkConversationRead();
  const refresh = () => queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
  const createOffer = useCreateOffer({ onSuccess: () => void refresh() });
  const update = useUpdateOfferStatus({ onSuccess: () => void refresh() });
  const [offering, setOffering] = useState(false);

  const conversation = conversationQuery.data?.conversation;
  const buyer = conversation !== undefined && conversation.buyerId === userId;
  const productId = conversation?.productId ?? null;
  // The product's list price and currency for the offer form (the buyer's side only).
  const product = useQuery({
    ...getProductQueryOptions(client, productId ?? ''),
    enabled: buyer && productId !== null,
  });

  const missing =
    conversationQuery.error instanceof ApiError && [400, 404].includes(conversationQuery.error.status);
  useEffect(() => {
    if (conversation) onLoaded?.(conversation.productName);
    else if (missing) onLoaded?.(null);
  }, [conversation, missing, onLoaded]);

  const shown = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const newest = shown.at(-1)?.id;
  const marked = useRef<string | undefined>(undefined);
  const visible = usePageVisible();
  useEffect(() => {
    if (!visible || newest === undefined || newest === marked.current) return;
    marked.current = newest;
    markRead({ conversationId, messageId: newest });
  }, [newest, visible, conversationId, markRead]);

  async function outcome<T>(action: Promise<T>, title: string, description?: string): Promise<T> {
    try {
      const result = await action;
      toast.success(title, description);
      return result;
    } catch (reason) {
      toast.error(failureText(reason, 'Failed to update the offer'));
      throw reason;
    }
  }
  const move = (offer: OfferView, body: Parameters<typeof update.mutateAsync>[0]['body'], title: string) =>
    outcome(update.mutateAsync({ productId: offer.productId ?? '', offerId: offer.id, body }), title);
  const submitOffer = (values: MakeOfferValues) =>
    outcome(
      createOffer.mutateAsync({ productId: productId ?? '', body: values }),
      'Offer sent',
      'The seller will accept, reject or counter it.',
    );

  const status = conversationQuery.isPending
    ? 'loading'
    : conversationQuery.isError && !missing
      ? 'error'
      : 'ready';
  return (
    <>
      <ProductConversation
        status={status}
        conversation={missing ? null : conversation}
        error={conversationQuery.error ? failureText(conversationQuery.error) : undefined}
        onRetry={() => void conversationQuery.refetch()}
        viewerId={userId}
        messages={shown}
        messagesStatus={messages.isPending ? 'loading' : messages.isError ? 'error' : 'ready'}
        messagesError={messages.error ? failureText(messages.error, 'Failed to load messages') : undefined}
        onRetryMessages={() => void messages.refetch()}
        hasMore={messages.hasNextPage}
        onLoadMore={() => void messages.fetchNextPage()}
        loadingMore={messages.isFetchingNextPage}
        onSend={(body) => send.mutateAsync({ conversationId, body })}
        offers={conversationQuery.data?.offers}
        onMakeOffer={product.data ? () => setOffering(true) : undefined}
        onAcceptOffer={(offer) => move(offer, { status: 'ACCEPTED' }, 'Offer accepted')}
        onRejectOffer={(offer) => move(offer, { status: 'REJECTED' }, 'Offer rejected')}
        onCounterOffer={(offer, price) => move(offer, { status: 'COUNTERED', price }, 'Counter sent')}
        renderLink={renderRouterLink}
      />
      {product.data && (
        <MakeOfferDialog
          open={offering}
          onOpenChange={setOffering}
          productName={product.data.name}
          listPrice={product.data.price}
          currency={product.data.currency}
          onSubmit={submitOffer}
        />
      )}
    </>
  );
}
