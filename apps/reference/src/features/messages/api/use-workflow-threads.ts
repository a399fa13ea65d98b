import type { components } from '@robomarket/api-client';
import { useListThreads } from '@robomarket/api-client/react';

type Thread = components['schemas']['Thread'];

/** What {@link useWorkflowThreads} tells the page. */
export interface WorkflowThreads {
  /** The threads query: its status, error and refetch. */
  query: ReturnType<typeof useListThreads>;
  /** The caller's threads: one per seller for the buyer's side, its own for a seller. */
  threads: Thread[];
  /** Whether the caller is on the buyer's side (it is not one of the workflow's sellers). */
  buyerSide: boolean;
  /** The thread shown: the one asked for, else the latest written to; a seller's own. Undefined before any seller joined. */
  selected: Thread | undefined;
  /** The seller to name in requests for the shown thread: the buyer's side's choice; undefined for a seller. */
  sellerId: string | undefined;
}

/**
 * The private threads of a workflow as the signed-in user sees them, and which one is shown. A seller
 * reads its own thread only; the buyer's side reads the one whose seller `requested` names (the page's
 * `thread` search parameter), or else the open one with the latest message (the first seller's before any).
 */
export function useWorkflowThreads(
  workflowId: string,
  userId: string,
  requested: string | null,
  options: { enabled?: boolean } = {},
): WorkflowThreads {
  const query = useListThreads(workflowId, options);
  const threads = query.data?.threads ?? [];
  const own = threads.find((thread) => thread.sellerId === userId);
  const buyerSide = own === undefined;
  const selected = own ?? threads.find((thread) => thread.sellerId === requested) ?? liveliest(threads);
  return { query, threads, buyerSide, selected, sellerId: buyerSide ? selected?.sellerId : undefined };
}

/**
 * The open thread with the latest message (a closed one only when all are closed); the first seller's while
 * none has any.
 */
function liveliest(threads: Thread[]): Thread | undefined {
  const open = threads.filter((thread) => !thread.readOnly);
  return (open.length > 0 ? open : threads).reduce<Thread | undefined>(
    (latest, thread) =>
      latest === undefined || (thread.lastMessageAt ?? '') > (latest.lastMessageAt ?? '') ? thread : latest,
    undefined,
  );
}
