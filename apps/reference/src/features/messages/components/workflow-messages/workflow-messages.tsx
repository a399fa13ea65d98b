import { Card, Flex } from '@radix-ui/themes';
import {
  type TypingUser,
  useCreateMessage,
  useListMessages,
  useMarkMessagesRead,
  useSendTyping,
} from '@robomarket/api-client/react';
import {
  MessageComposer,
  MessageThread,
  ReadOnlyWorkflowNotice,
  type ReadOnlyWorkflowNoticeProps,
  ThreadClosedNotice,
  ThreadList,
  TypingIndicator,
} from '@robomarket/ui';
import { useEffect, useRef } from 'react';
import { failureText } from '../../../../lib/failure-text';
import { usePageVisible } from '../../api/use-page-visible';
import type { WorkflowThreads } from '../../api/use-workflow-threads';

export interface WorkflowMessagesProps {
  /** The workflow whose conversation this is. */
  workflowId: string;
  /** The signed-in user's id: their own messages sit on the other side. */
  userId: string;
  /** The workflow's threads and the one shown, from `useWorkflowThreads` on the page. */
  threads: WorkflowThreads;
  /** Called when the buyer's side picks another seller's thread. */
  onSelectThread: (sellerId: string) => void;
  /** Who else is typing now, from `useWorkflowEvents` on the page. */
  typing?: ReadonlyArray<TypingUser>;
  /** Why the user only reads (a VIEWER, a parent business's member): no composer, this reason instead. */
  readOnly?: ReadOnlyWorkflowNoticeProps | undefined;
}

/**
 * The conversation of a workflow: one private thread between the buyer's side and each seller. The buyer's
 * side picks a seller's thread in the list above it (with unread counts) and writes to that seller or,
 * with 'Send to all sellers', to every seller in its own thread; a seller sees its own thread only. A thread
 * closed by an award to another seller can be read but shows a notice in place of the composer, and so does
 * every thread for a member who only reads (a VIEWER, a parent business's member). What is
 * shown counts as read: the newest message shown is marked with markMessagesRead whenever it changes while
 * the page is visible (a message arriving in a background tab waits until the tab is looked at), so the
 * unread counts drop. New messages arrive through the page's `useWorkflowEvents`.
 */
export function WorkflowMessages({
  workflowId,
  userId,
  threads,
  onSelectThread,
  typing = [],
  readOnly,
}: WorkflowMessagesProps) {
  const { query, buyerSide, selected, sellerId } = threads;
  const thread = selected?.sellerId;
  const messages = useListMessages(workflowId, thread, { enabled: thread !== undefined });
  const send = useCreateMessage();
  const { mutate: reportTyping } = useSendTyping();
  const { mutate: markRead } = useMarkMessagesRead();
  const shown = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const newest = shown.at(-1)?.id;
  const marked = useRef<string | undefined>(undefined);
  const visible = usePageVisible();

  useEffect(() => {
    if (!visible || newest === undefined || thread === undefined || newest === marked.current) return;
    marked.current = newest;
    markRead({ workflowId, messageId: newest, sellerId: thread });
  }, [newest, visible, workflowId, thread, markRead]);

  const threadStatus = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  const noSeller = threadStatus === 'ready' && selected === undefined;
  const typingHere = typing.filter(
    (user) => !buyerSide || user.sellerId === null || user.sellerId === thread,
  );

  return (
    <Card size="3" asChild>
      <aside aria-label="Conversation">
        <Flex direction="column" gap="4">
          {buyerSide && threadStatus === 'ready' && (
            <ThreadList
              status="ready"
              threads={threads.threads}
              selectedSellerId={thread}
              onSelect={onSelectThread}
            />
          )}
          {!noSeller && (
            <MessageThread
              status={
                threadStatus !== 'ready'
                  ? threadStatus
                  : messages.isPending
                    ? 'loading'
                    : messages.isError
                      ? 'error'
                      : 'ready'
              }
              messages={shown}
              viewerId={userId}
              error={
                query.isError
                  ? failureText(query.error, 'Failed to load messages')
                  : messages.isError
                    ? failureText(messages.error, 'Failed to load messages')
                    : undefined
              }
              onRetry={() => void (query.isError ? query.refetch() : messages.refetch())}
              hasMore={messages.hasNextPage}
              onLoadMore={() => void messages.fetchNextPage()}
              loadingMore={messages.isFetchingNextPage}
            >
              {selected?.readOnly ? (
                <ThreadClosedNotice />
              ) : readOnly ? (
                selected && <ReadOnlyWorkflowNotice {...readOnly} />
              ) : (
                selected && (
                  <>
                    <TypingIndicator names={typingHere.map((user) => user.userName)} />
                    <MessageComposer
                      // A fresh composer per thread: text typed to one seller never goes to another.
                      key={thread}
                      broadcastOption={buyerSide && threads.threads.length > 1}
                      recipientName={selected.sellerName}
                      onSend={(body, { broadcast }) =>
                        send.mutateAsync(
                          broadcast ? { workflowId, body, broadcast } : { workflowId, body, sellerId },
                        )
                      }
                      onTypingChange={(isTyping) => reportTyping({ workflowId, isTyping, sellerId })}
                    />
                  </>
                )
              )}
            </MessageThread>
          )}
        </Flex>
      </aside>
    </Card>
  );
}
