import { Card } from '@radix-ui/themes';
import {
  type TypingUser,
  useCreateMessage,
  useListMessages,
  useMarkMessagesRead,
  useSendTyping,
} from '@robomarket/api-client/react';
import { MessageComposer, MessageThread, TypingIndicator } from '@robomarket/ui';
import { useEffect, useRef, useState } from 'react';
import { failureText } from '../../../../lib/failure-text';

export interface WorkflowMessagesProps {
  /** The workflow whose conversation this is. */
  workflowId: string;
  /** The signed-in user's id: their own messages sit on the other side. */
  userId: string;
  /** Who else is typing now, from `useWorkflowEvents` on the page. */
  typing?: ReadonlyArray<TypingUser>;
}

/**
 * The conversation of a workflow (issue 13): the thread, who else is typing, and the composer. What is
 * shown counts as read: the newest message shown is marked with markMessagesRead whenever it changes while
 * the page is visible (a message arriving in a background tab waits until the tab is looked at), so the
 * dashboard's unread count drops. New messages arrive through the page's `useWorkflowEvents`.
 */
export function WorkflowMessages({ workflowId, userId, typing = [] }: WorkflowMessagesProps) {
  const messages = useListMessages(workflowId);
  const send = useCreateMessage();
  const { mutate: reportTyping } = useSendTyping();
  const { mutate: markRead } = useMarkMessagesRead();
  const shown = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const newest = shown.at(-1)?.id;
  const marked = useRef<string | undefined>(undefined);
  const visible = usePageVisible();

  useEffect(() => {
    if (!visible || newest === undefined || newest === marked.current) return;
    marked.current = newest;
    markRead({ workflowId, messageId: newest });
  }, [newest, visible, workflowId, markRead]);

  return (
    <Card size="3" asChild>
      <aside aria-label="Conversation">
        <MessageThread
          status={messages.isPending ? 'loading' : messages.isError ? 'error' : 'ready'}
          messages={shown}
          viewerId={userId}
          error={messages.isError ? failureText(messages.error, 'Failed to load messages') : undefined}
          onRetry={() => void messages.refetch()}
          hasMore={messages.hasNextPage}
          onLoadMore={() => void messages.fetchNextPage()}
          loadingMore={messages.isFetchingNextPage}
        >
          <TypingIndicator names={typing.map((user) => user.userName)} />
          <MessageComposer
            onSend={(body) => send.mutateAsync({ workflowId, body })}
            onTypingChange={(isTyping) => reportTyping({ workflowId, isTyping })}
          />
        </MessageThread>
      </aside>
    </Card>
  );
}

/** Whether the page is visible now (not a background tab or a minimised window). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
