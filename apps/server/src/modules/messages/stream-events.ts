import { PassThrough } from 'node:stream';
import { currentUser } from '../../lib/current-user.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { sessionIsLive } from '../auth/index.ts';
import { visibleWorkflow } from '../workflows/index.ts';
import { eventFrame, type Viewer, visibleTo } from './live-events.ts';

/** A client that reads slower than this much is written to loses its stream (it reconnects and reloads). */
const maxBufferedBytes = 1024 * 1024;

/**
 * `GET /v2/workflows/{id}/events`: Server-Sent Events for the workflow's parties (bearer token or the
 * `auth-token` cookie; 404 for anyone else, checked at connect). Each connection subscribes to the
 * process's event bus and filters by its viewer; a `: ping` every `streamPingMs` keeps proxies from closing
 * it and re-checks the session, so a revoked session's stream ends by the next ping. Closing the
 * connection (either side, or the server shutting down) unsubscribes at once.
 */
export const streamWorkflowEvents: OperationHandler<'streamWorkflowEvents'> = {
  handle: async (request, reply, context) => {
    const { db, events } = context;
    const user = currentUser(request);
    const workflowId = request.params.id;
    const { party } = await visibleWorkflow(request, db, workflowId, false, 'events');
    const viewer: Viewer = { userId: user.id, party };

    const stream = new PassThrough();
    let closed = false;
    let unsubscribe = () => {};
    let ping: NodeJS.Timeout | undefined;
    // Events go out in the order they arrived, even while a message is being read back.
    let queue: Promise<void> = Promise.resolve();

    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      unsubscribe();
      stream.end();
    };
    const write = (chunk: string) => {
      if (closed) return;
      if (stream.writableLength > maxBufferedBytes) return close();
      stream.write(chunk);
    };

    unsubscribe = await events.subscribe(
      workflowId,
      (notification) => {
        if (!visibleTo(notification, viewer)) return;
        queue = queue
          .then(async () => {
            if (closed) return;
            const frame = await eventFrame(db, notification);
            if (frame !== undefined) write(frame);
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'Sending a workflow event failed'));
      },
      close,
    );
    ping = setInterval(() => {
      sessionIsLive(context, user).then(
        (live) => (live ? write(': ping\n\n') : close()),
        (error: unknown) => request.log.error({ err: error }, 'Checking an event stream session failed'),
      );
    }, context.services.messages.streamPingMs);
    ping.unref();
    stream.on('close', close);
    reply.raw.on('close', close);
    // A comment first, so the headers leave at once and the client knows it is connected.
    stream.write(': connected\n\n');

    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-accel-buffering', 'no')
      .send(stream);
  },
};
