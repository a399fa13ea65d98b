import { Flex, Heading, Text } from '@radix-ui/themes';
import { useListConversations } from '@robomarket/api-client/react';
import { ConversationList } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../../../lib/router-link';
import { CONVERSATION_POLL_MS } from '../../api/conversation-polling';

export interface ConversationsScreenProps {
  /** The signed-in user's id. */
  userId: string;
}

/**
 * The Messages page's body: the caller's conversations about products, as buyer or seller, most recently
 * active first, refreshed every few seconds while shown.
 */
export function ConversationsScreen({ userId }: ConversationsScreenProps) {
  const query = useListConversations({ refetchInterval: CONVERSATION_POLL_MS });
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Messages
        </Heading>
        <Text as="p" color="gray">
          Questions about products, before an offer: yours to sellers, and buyers' about your products.
        </Text>
      </Flex>
      <ConversationList
        status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
        conversations={conversations}
        viewerId={userId}
        error={query.error ? failureText(query.error, 'Failed to load conversations') : undefined}
        onRetry={() => void query.refetch()}
        hasMore={query.hasNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        loadingMore={query.isFetchingNextPage}
        renderLink={renderRouterLink}
      />
    </Flex>
  );
}
