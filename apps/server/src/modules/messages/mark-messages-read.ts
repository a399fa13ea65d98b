import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { visibleWorkflow } from '../workflows/index.ts';
import { markRead } from './repository.ts';

/**
 * `POST /v2/workflows/{id}/messages/read`: the caller has read up to `messageId`. The mark only moves
 * forward (one statement, `GREATEST`); a message of another workflow is a 400 and writes nothing.
 */
export const markMessagesRead: OperationHandler<'markMessagesRead'> = {
  handle: async (request, reply, { db }) => {
    const user = currentUser(request);
    const workflowId = request.params.id;
    await visibleWorkflow(request, db, workflowId, false, 'messages');
    if (!(await markRead(db, workflowId, user.id, request.body.messageId))) {
      throw new ApiError(400, 'validation_failed', 'Unknown message', {
        detail: 'body/messageId is not a message of this workflow',
        fields: [{ field: 'messageId', message: 'is not a message of this workflow' }],
      });
    }
    return reply.code(204).send();
  },
};
