import { currentUser } from '../../lib/current-user.ts';
import { unreadTopic } from '../../lib/events/bus.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { sessionEnd } from '../auth/index.ts';
import { countUnreadNotifications } from '../notifications/index.ts';
import { serveEventStream } from './event-stream.ts';

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `GET /v2/notifications/events`: the caller's unread count as Server-Sent Events (bearer token or the
 * `auth-token` cookie; ADR 0096). Here with the other live streams, whose open-stream limits and ping it
 * shares (the notifications module cannot re-check a session: auth tells it of sign-ins). It
 * subscribes to the process's event bus under the caller's own topic (`unreadTopic`), so only changes of
 * the caller's count reach it, and sends the count read after each change. Before each event and at each
 * ping it re-checks the session and the token's expiry, and ends with `event: end` when one fails.
 */
export const streamNotificationEvents: OperationHandler<'streamNotificationEvents'> = {
  handle: async (request, reply, context) => {
    const { db, events } = context;
    const user = currentUser(request);
    const count = async () => frame('unread', { unread: await countUnreadNotifications(db, user.id) });
    return serveEventStream({
      request,
      reply,
      context,
      userId: user.id,
      maxBufferedBytes: 64 * 1024,
      recheck: () => sessionEnd(context, user),
      // Subscribed before the first count is read, so no change between them is missed.
      subscribe: (send, close) => events.subscribe(unreadTopic(user.id), () => send(count), close),
      onOpen: (send) => send(count),
      failure: 'Sending the unread count failed',
    });
  },
};
