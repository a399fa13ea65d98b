import { PassThrough } from 'node:stream';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { readsEveryThread } from '../../lib/parties.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { sessionEnd } from '../auth/index.ts';
import { visibleWorkflow } from '../workflows/index.ts';
import { eventFrame, type Viewer, visibleTo } from './live-events.ts';

/** A client that reads slower than this much is written to loses its stream (it reconnects and reloads). */
const maxBufferedBytes = 1024 * 1024;

/** Why the server ends a stream: the `code` of its last event, `end` (the contract's `StreamEnd`). */
export type StreamEndCode = 'token_expired' | 'signed_out' | 'access_revoked';

const endMessages: Record<StreamEndCode, string> = {
  token_expired: 'The access token has expired; refresh it and reconnect',
  signed_out: 'The session has ended; sign in again',
  access_revoked: 'You no longer have access to this workflow',
};

/** The `end` event, the last a stream sends when the server ends it. */
const endFrame = (code: StreamEndCode) =>
  `event: end\ndata: ${JSON.stringify({ code, message: endMessages[code] })}\n\n`;

/**
 * `GET /v2/workflows/{id}/events`: Server-Sent Events for the workflow's parties (bearer token or the
 * `auth-token` cookie; 404 for anyone else, checked at connect; 429 past the open-stream limits). Each
 * connection subscribes to the process's event bus and filters by its viewer. Before each event and at each
 * `: ping` (every `streamPingMs`, which also keeps proxies from closing it) the stream re-checks its access:
 * the session, the access token's expiry and the viewer's part in the workflow. When one fails, it sends
 * `event: end` with the reason and closes, so nothing reaches a viewer after a failed check. Closing the
 * connection (either side, or the server shutting down) unsubscribes at once.
 */
export const streamWorkflowEvents: OperationHandler<'streamWorkflowEvents'> = {
  handle: async (request, reply, context) => {
    const { db, events } = context;
    const { streamPingMs, streams } = context.services.messages;
    const user = currentUser(request);
    const workflowId = request.params.id;
    const visible = await visibleWorkflow(request, db, workflowId, false, 'events');
    const viewer: Viewer = {
      userId: user.id,
      buyerSide: readsEveryThread(visible.roles),
      sellerKey: visible.sellerKey,
    };
    const release = streams.take(user.id);
    if (release === undefined) {
      throw new ApiError(429, 'rate_limited', 'Too many open event streams; close one or try again later', {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(streamPingMs / 1000))) },
      });
    }

    const stream = new PassThrough();
    let closed = false;
    let unsubscribe = () => {};
    let ping: NodeJS.Timeout | undefined;
    // Events and pings go out in the order they arrived, each after its access check.
    let queue: Promise<void> = Promise.resolve();

    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      unsubscribe();
      release();
      stream.end();
    };
    const write = (chunk: string) => {
      if (closed) return;
      if (stream.writableLength > maxBufferedBytes) return close();
      stream.write(chunk);
    };
    /** Why the viewer may no longer read the stream, or undefined while they may (their part refreshed). */
    const recheck = async (): Promise<StreamEndCode | undefined> => {
      const ended = await sessionEnd(context, user);
      if (ended !== undefined) return ended;
      try {
        // The party model reads business memberships: a member removed from the business ends here.
        const again = await visibleWorkflow(request, db, workflowId, false, 'events');
        viewer.buyerSide = readsEveryThread(again.roles);
        viewer.sellerKey = again.sellerKey;
        return undefined;
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return 'access_revoked';
        throw error;
      }
    };
    /** Sends what `next` makes after the access check passes; ends the stream when it fails. */
    const checked = (next: () => Promise<string | undefined>) => {
      queue = queue
        .then(async () => {
          if (closed) return;
          const ended = await recheck();
          if (closed) return;
          if (ended !== undefined) {
            write(endFrame(ended));
            return close();
          }
          const frame = await next();
          if (frame !== undefined) write(frame);
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'Sending a workflow event failed'));
    };

    try {
      unsubscribe = await events.subscribe(
        workflowId,
        (notification) =>
          checked(async () => (visibleTo(notification, viewer) ? eventFrame(db, notification) : undefined)),
        close,
      );
    } catch (error) {
      release();
      throw error;
    }
    ping = setInterval(() => checked(async () => ': ping\n\n'), streamPingMs);
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
