import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { components } from '../schema.gen';
import {
  type CreateEventSource,
  type StreamEnd,
  type SubscribeWorkflowEventsOptions,
  subscribeWorkflowEvents,
} from '../subscribe-workflow-events';
import { useApiClient } from './api-client-context';
import { appendMessage, applyStatus, catchUpMessages, upsertProposal } from './message-cache';
import { workflowKeys } from './operations/query-keys';

type Schemas = components['schemas'];

/** How long a typing event counts without a newer one (a sender that stops silently is forgotten). */
export const TYPING_TIMEOUT_MS = 5000;

/** Someone who is typing in the workflow. */
export interface TypingUser {
  /** The user's id. */
  userId: string;
  /** The user's display name, as on their messages. */
  userName: string;
  /** The seller's thread they type in; null for the buyer's side typing to every seller. */
  sellerId: string | null;
}

/** Options of {@link useWorkflowEvents}. */
export interface UseWorkflowEventsOptions
  extends Pick<
    SubscribeWorkflowEventsOptions,
    'initialRetryMs' | 'maxRetryMs' | 'healthyAfterMs' | 'withCredentials'
  > {
  /** False keeps the stream closed (default true). */
  enabled?: boolean;
  /** The signed-in user's id: their own typing events are not listed. */
  selfId?: string;
  /** Opens the stream; by default the platform's EventSource. Where there is none, nothing is subscribed. */
  createEventSource?: CreateEventSource;
  /** Called with each message from the stream, after it is cached (a toast, a sound, a read mark). */
  onMessage?: (message: Schemas['Message']) => void;
  /** Called when the server ended the stream for good (signed out, access revoked, a token that could not be refreshed). */
  onEnd?: (end: StreamEnd) => void;
}

/** What {@link useWorkflowEvents} reports. */
export interface WorkflowEventsState {
  /** Who is typing now, in the order they started. */
  typing: ReadonlyArray<TypingUser>;
  /** Whether the stream is open. */
  connected: boolean;
  /** Why the server ended the stream for good, or null while it is subscribed. */
  ended: StreamEnd | null;
}

/**
 * Keeps a workflow's cached queries live: subscribes to its events while mounted and merges them into the
 * TanStack Query cache. A `message` is appended to each cached thread it belongs to (once, by id) and the
 * threads' unread counts are refetched; a `status` patches the workflow and refreshes the workflow lists and
 * the dashboard; a `proposal` is put into the proposals list. Events are not replayed, so after a reconnect
 * the workflow, its threads and proposals are refetched and each thread asks only for the messages after
 * the newest one it holds (`since`). Returns who is typing and in which thread (each entry cleared after
 * 5 s without a newer typing event), whether the stream is open, and why the server
 * ended it for good (an expired token is refreshed through the client's session and reconnected). Uses the
 * base URL of the nearest `ApiClientProvider`'s client.
 */
export function useWorkflowEvents(
  workflowId: string,
  options: UseWorkflowEventsOptions = {},
): WorkflowEventsState {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<ReadonlyArray<TypingUser>>([]);
  const [connected, setConnected] = useState(false);
  const [ended, setEnded] = useState<StreamEnd | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const {
    enabled = true,
    createEventSource,
    initialRetryMs,
    maxRetryMs,
    healthyAfterMs,
    withCredentials,
  } = options;

  useEffect(() => {
    const open =
      createEventSource ??
      (typeof EventSource === 'undefined' ? undefined : (url, init) => new EventSource(url, init));
    if (!enabled || !workflowId || !open) return;
    const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
    const stopTyping = (userId: string) => {
      clearTimeout(typingTimers.get(userId));
      typingTimers.delete(userId);
      setTyping((users) =>
        users.some((user) => user.userId === userId) ? users.filter((user) => user.userId !== userId) : users,
      );
    };
    const session = client.session;
    const unsubscribe = subscribeWorkflowEvents(
      workflowId,
      {
        onOpen: () => {
          setConnected(true);
          setEnded(null);
        },
        onEnd: (end) => {
          setConnected(false);
          setEnded(end);
          latest.current.onEnd?.(end);
        },
        onDisconnect: () => setConnected(false),
        onReconnect: () => {
          // Events are not replayed: the workflow and its proposals are loaded again, the messages
          // caught up from the newest one held.
          const messagesKey = workflowKeys.messages(workflowId);
          void queryClient.invalidateQueries({
            queryKey: workflowKeys.detail(workflowId),
            predicate: (query) => query.queryKey[messagesKey.length - 1] !== 'messages',
          });
          void catchUpMessages(queryClient, client, workflowId);
        },
        onMessage: (message) => {
          appendMessage(queryClient, message);
          stopTyping(message.senderId);
          latest.current.onMessage?.(message);
        },
        onStatus: (event) => applyStatus(queryClient, event),
        onProposal: (proposal) => upsertProposal(queryClient, proposal),
        onTyping: ({ userId, userName, sellerId, isTyping }) => {
          if (userId === latest.current.selfId) return;
          if (!isTyping) {
            stopTyping(userId);
            return;
          }
          clearTimeout(typingTimers.get(userId));
          typingTimers.set(
            userId,
            setTimeout(() => stopTyping(userId), TYPING_TIMEOUT_MS),
          );
          const typist = { userId, userName, sellerId };
          setTyping((users) =>
            users.some((user) => user.userId === userId)
              ? users.map((user) => (user.userId === userId ? typist : user))
              : [...users, typist],
          );
        },
      },
      {
        baseUrl: client.baseUrl,
        createEventSource: open,
        initialRetryMs,
        maxRetryMs,
        healthyAfterMs,
        withCredentials,
        // The session's refresh also renews the `auth-token` cookie the stream sends.
        refresh: session ? () => session.refresh() : undefined,
      },
    );
    return () => {
      unsubscribe();
      for (const timer of typingTimers.values()) clearTimeout(timer);
      typingTimers.clear();
      setTyping([]);
      setConnected(false);
      setEnded(null);
    };
  }, [
    client,
    queryClient,
    workflowId,
    enabled,
    createEventSource,
    initialRetryMs,
    maxRetryMs,
    healthyAfterMs,
    withCredentials,
  ]);

  return { typing, connected, ended };
}
