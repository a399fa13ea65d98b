// The messages module's only door: its operations and start for app.ts.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import {
  createConversationMessage,
  getConversation,
  listConversationMessages,
  listConversations,
  markConversationRead,
  openProductConversation,
} from './conversations.ts';
import { createMessage } from './create-message.ts';
import { messagingRateLimits } from './limits.ts';
import { listMessages } from './list-messages.ts';
import { listThreads } from './list-threads.ts';
import { markMessagesRead } from './mark-messages-read.ts';
import { sendTyping } from './send-typing.ts';
import { streamWorkflowEvents } from './stream-events.ts';
import { streamNotificationEvents } from './stream-notification-events.ts';
import { createStreamSlots, type StreamLimits, type StreamSlots } from './stream-slots.ts';

export { countConversationRows } from './conversation-repository.ts';
export { type StreamEndCode, serveEventStream } from './event-stream.ts';
export { countMessageRows } from './repository.ts';

declare module '../../plugins/openapi/operation.ts' {
  interface ModuleServices {
    messages: {
      /** How often an event stream sends its `: ping` keep-alive and re-checks its session, in ms. */
      streamPingMs: number;
      /** This process's open event streams, counted against `streamLimits`. */
      streams: StreamSlots;
    };
  }
  interface ModuleOptions {
    /** How often event streams send `: ping` and re-check their access (`STREAM_PING_MS`); 20 s by default. */
    streamPingMs?: number;
    /** Most open event streams per user and per process; 5 and 1,000 by default. */
    streamLimits?: Partial<StreamLimits>;
  }
}

/**
 * Messages in a workflow's private threads (one per seller with the buyer's side), read marks, typing, and the workflow's live event stream
 * (contract tag `messages`), and the conversations about a product before an offer (`conversations.ts`). Events come from the database (migration 0012) through `lib/events/bus.ts`.
 */
export const messagesModule: ServerModule<'messages'> = {
  name: 'messages',
  tables: ['messages', 'message_reads', 'conversations', 'conversation_messages', 'conversation_reads'],
  views: ['message_log', 'message_read_marks'],
  operations: {
    createMessage,
    listMessages,
    listThreads,
    markMessagesRead,
    sendTyping,
    streamWorkflowEvents,
    streamNotificationEvents,
    // Conversations about a product before an offer (ADR 0088).
    openProductConversation,
    listConversations,
    getConversation,
    createConversationMessage,
    listConversationMessages,
    markConversationRead,
  },
  rateLimits: messagingRateLimits,
  start: ({ options }) => ({
    services: {
      streamPingMs: options.streamPingMs ?? 20_000,
      streams: createStreamSlots({ perUser: 5, perInstance: 1000, ...options.streamLimits }),
    },
  }),
};
