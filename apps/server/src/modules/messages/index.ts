// The messages module's only door: its operations and start for app.ts.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { createMessage } from './create-message.ts';
import { listMessages } from './list-messages.ts';
import { markMessagesRead } from './mark-messages-read.ts';
import { sendTyping } from './send-typing.ts';
import { streamWorkflowEvents } from './stream-events.ts';

export { countMessageRows } from './repository.ts';

declare module '../../plugins/openapi/operation.ts' {
  interface ModuleServices {
    messages: {
      /** How often an event stream sends its `: ping` keep-alive and re-checks its session, in ms. */
      streamPingMs: number;
    };
  }
  interface ModuleOptions {
    /** How often event streams send `: ping` and re-check their session (`STREAM_PING_MS`); 20 s by default. */
    streamPingMs?: number;
  }
}

/**
 * Messages between a workflow's parties, read marks, typing, and the workflow's live event stream
 * (contract tag `messages`). Events come from the database (migration 0012) through `lib/events/bus.ts`.
 */
export const messagesModule: ServerModule<'messages'> = {
  name: 'messages',
  tables: ['messages', 'message_reads'],
  views: ['message_log', 'message_read_marks'],
  operations: { createMessage, listMessages, markMessagesRead, sendTyping, streamWorkflowEvents },
  start: ({ options }) => ({ services: { streamPingMs: options.streamPingMs ?? 20_000 } }),
};
