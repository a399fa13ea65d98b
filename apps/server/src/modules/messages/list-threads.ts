import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { readScope, threadBody, threadSummaries, visibleWorkflow } from '../workflows/index.ts';

/**
 * `GET /v2/workflows/{id}/threads`: the threads the caller reads (the buyer's side every seller's, a seller
 * its own), each with its unread count for the caller and whether the award closed it.
 */
export const listThreads: OperationHandler<'listThreads'> = {
  handle: async (request, _reply, { db }) => {
    const visible = await visibleWorkflow(request, db, request.params.id, false, 'messages');
    const scope = await readScope(db, visible, undefined);
    const threads = await threadSummaries(db, visible.workflow.id, visible.userId, scope);
    return { threads: threads.map(threadBody) };
  },
};
