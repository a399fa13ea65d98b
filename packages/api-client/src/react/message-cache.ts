// How live changes enter the cached queries of a workflow: a message appended to its threads, a status
// patched into the workflow, a proposal put into its list. Shared by useWorkflowEvents and the mutations.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { type ListMessagesData, listMessages } from '../operations/list-messages';
import type { ListProposalsData } from '../operations/list-proposals';
import type { components } from '../schema.gen';
import { MESSAGES_PAGE_SIZE } from './operations/list-messages';
import { dashboardKeys, workflowKeys } from './operations/query-keys';

type Schemas = components['schemas'];

/** The cached pages of a workflow's thread (or of all the caller's threads). */
export type MessagePages = InfiniteData<ListMessagesData, string | undefined>;

/**
 * Appends `message` to each cached thread of its workflow that holds it, once: the view of all the caller's
 * threads, the message's own thread, and for a broadcast (`sellerId` null) every thread. A message already
 * held (the sender also gets its own message back from the stream) is left alone, and while later pages are
 * still to be loaded the message is left for them. Nothing is cached before a thread's first load. The
 * threads' unread counts are refetched, the dashboard's marked stale.
 */
export function appendMessage(queryClient: QueryClient, message: Schemas['Message']): void {
  const prefix = workflowKeys.messages(message.workflowId);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: prefix })) {
    // Keys are the prefix (every thread) or the prefix and one seller's id (that thread).
    const threadSellerId = query.queryKey[prefix.length];
    if (threadSellerId !== undefined && message.sellerId !== null && threadSellerId !== message.sellerId)
      continue;
    queryClient.setQueryData<MessagePages>(query.queryKey, (data) => withMessage(data, message));
  }
  void queryClient.invalidateQueries({ queryKey: workflowKeys.threads(message.workflowId) });
  // The dashboard's unread counts change; refetched when next shown, not now.
  void queryClient.invalidateQueries({ queryKey: workflowKeys.lists(), refetchType: 'none' });
}

function withMessage(data: MessagePages | undefined, message: Schemas['Message']): MessagePages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.messages.some((held) => held.id === message.id))) return data;
  const last = data.pages[data.pages.length - 1];
  if (!last || last.next_cursor !== null) return data;
  return {
    ...data,
    pages: [...data.pages.slice(0, -1), { ...last, messages: [...last.messages, message] }],
  };
}

/**
 * Patches the cached workflow with its new status and stage at once, then reloads it: a move changes more
 * than the event carries (an accepted proposal sets the agreed price and the seller, from which the
 * Payment card shows). Also refreshes the lists and figures that show the status.
 */
export function applyStatus(queryClient: QueryClient, event: Schemas['WorkflowStatusEvent']): void {
  const key = workflowKeys.detail(event.workflowId);
  queryClient.setQueryData<Schemas['Workflow']>(
    key,
    (workflow) =>
      workflow && { ...workflow, status: event.status, stage: event.stage, updatedAt: event.updatedAt },
  );
  // Only the workflow itself: its thread, proposals and documents have their own events or keep.
  void queryClient.invalidateQueries({ queryKey: key, exact: true });
  void queryClient.invalidateQueries({ queryKey: workflowKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

/** Replaces the cached proposal with the same id, or puts a new one first (the list is newest first). */
export function upsertProposal(queryClient: QueryClient, proposal: Schemas['Proposal']): void {
  queryClient.setQueryData<ListProposalsData>(workflowKeys.proposals(proposal.workflowId), (data) => {
    if (!data) return data;
    const known = data.proposals.some((held) => held.id === proposal.id);
    return {
      ...data,
      proposals: known
        ? data.proposals.map((held) => (held.id === proposal.id ? proposal : held))
        : [proposal, ...data.proposals],
    };
  });
}

/**
 * After the event stream was away: each cached thread of the workflow asks for the messages after the newest
 * one it holds (`since`) and appends them, instead of loading the whole thread again. A thread falls back to
 * a refetch when there is nothing to start from, when later pages were never loaded, or when catching up
 * fails.
 */
export async function catchUpMessages(
  queryClient: QueryClient,
  client: ApiClient,
  workflowId: string,
): Promise<void> {
  const prefix = workflowKeys.messages(workflowId);
  const threads = queryClient
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => query.queryKey[prefix.length])
    .filter(
      (sellerId): sellerId is string | undefined => sellerId === undefined || typeof sellerId === 'string',
    );
  await Promise.all(threads.map((sellerId) => catchUpThread(queryClient, client, workflowId, sellerId)));
}

async function catchUpThread(
  queryClient: QueryClient,
  client: ApiClient,
  workflowId: string,
  sellerId: string | undefined,
): Promise<void> {
  const key = workflowKeys.messages(workflowId, sellerId);
  const data = queryClient.getQueryData<MessagePages>(key);
  const last = data?.pages.at(-1);
  const newest = last?.messages.at(-1);
  if (!data || !last || last.next_cursor !== null || !newest) {
    await queryClient.invalidateQueries({ queryKey: key, exact: true });
    return;
  }
  const thread = sellerId === undefined ? {} : { sellerId };
  try {
    let cursor: string | null = null;
    do {
      const page: ListMessagesData = await listMessages(
        client,
        workflowId,
        cursor === null
          ? { since: newest.id, limit: MESSAGES_PAGE_SIZE, ...thread }
          : { since: newest.id, limit: MESSAGES_PAGE_SIZE, cursor, ...thread },
      );
      for (const message of page.messages) appendMessage(queryClient, message);
      cursor = page.next_cursor;
    } while (cursor !== null);
  } catch {
    await queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}
