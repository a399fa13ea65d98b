import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { readScope, visibleWorkflow, workflowThreads } from '../workflows/index.ts';
import { markRead, scopedMessage } from './repository.ts';

/**
 * `POST /v2/workflows/{id}/messages/read`: the caller has read a thread up to `messageId`. The thread is
 * the message's (a seller's is always its own); a broadcast read by the buyer's side marks `sellerId`'s
 * thread, or every thread without it. The mark only moves forward (one statement, `GREATEST`); a message
 * the caller does not read (another workflow's, another seller's thread) is a 400 and writes nothing.
 */
export const markMessagesRead: OperationHandler<'markMessagesRead'> = {
  handle: async (request, reply, { db }) => {
    const user = currentUser(request);
    const workflowId = request.params.id;
    const visible = await visibleWorkflow(request, db, workflowId, false, 'messages');
    const scope = await readScope(db, visible, request.body.sellerId);
    const message = await scopedMessage(db, workflowId, request.body.messageId, scope);
    if (message === undefined) {
      throw new ApiError(400, 'validation_failed', 'Unknown message', {
        detail: 'body/messageId is not a message of this workflow',
        fields: [{ field: 'messageId', message: 'is not a message of this workflow' }],
      });
    }
    const threads = !scope.all
      ? [scope.sellerId]
      : message.seller_id !== null
        ? [message.seller_id]
        : (await workflowThreads(db, workflowId)).map((thread) => thread.seller_id);
    await markRead(db, workflowId, user.id, threads, message.seq);
    return reply.code(204).send();
  },
};
