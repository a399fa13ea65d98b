import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { readsEveryThread } from '../../lib/parties.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { sessionEnd } from '../auth/index.ts';
import { visibleWorkflow } from '../workflows/index.ts';
import { type StreamEndCode, serveEventStream } from './event-stream.ts';
import { eventFrame, type Viewer, visibleTo } from './live-events.ts';

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
    const user = currentUser(request);
    const workflowId = request.params.id;
    const visible = await visibleWorkflow(request, db, workflowId, false, 'events');
    const viewer: Viewer = {
      userId: user.id,
      buyerSide: readsEveryThread(visible.roles),
      sellerKey: visible.sellerKey,
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
    return serveEventStream({
      request,
      reply,
      context,
      userId: user.id,
      maxBufferedBytes: 1024 * 1024,
      recheck,
      subscribe: (send, close) =>
        events.subscribe(
          workflowId,
          (notification) =>
            send(async () => (visibleTo(notification, viewer) ? eventFrame(db, notification) : undefined)),
          close,
        ),
      failure: 'Sending a workflow event failed',
    });
  },
};
