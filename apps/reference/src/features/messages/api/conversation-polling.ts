/**
 * How often an open conversation and the Messages page ask for news, in ms (ADR 0088: conversations are
 * polled rather than streamed). Polling pauses while the page is hidden (TanStack Query's default).
 */
export const CONVERSATION_POLL_MS = 4000;
