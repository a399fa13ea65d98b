import { currentUser } from '../../lib/current-user.ts';
import { activeParties, displayName, inAudience } from '../../lib/parties.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { readScope, visibleWorkflow, workflowThreads } from '../workflows/index.ts';
import { limitPerUserAndWorkflow } from './limits.ts';

/**
 * `POST /v2/workflows/{id}/typing`: stores nothing; sends a `typing` event to the workflow's streams, for
 * the readers of one thread: a seller's own, or the one the buyer's side names with `sellerId` (without it,
 * the only seller's; with several, the buyer's side alone hears it). The party check and the NOTIFY are one
 * statement, so a caller who may not follow the workflow's events sends nothing (404). Past the caller's
 * `typingEvent` limit on this workflow: 429, nothing sent.
 */
export const sendTyping: OperationHandler<'sendTyping'> = {
  handle: async (request, reply, { db, limiter }) => {
    const user = currentUser(request);
    await limitPerUserAndWorkflow(
      request,
      limiter,
      ['typingEvent'],
      'Too many typing events; try again later',
    );
    const workflowId = request.params.id;
    const visible = await visibleWorkflow(request, db, workflowId, false, 'events');
    const scope = await readScope(db, visible, request.body.sellerId);
    let thread = scope.all ? null : scope.sellerId;
    if (scope.all) {
      const [only, another] = await workflowThreads(db, workflowId);
      if (only !== undefined && another === undefined) thread = only.seller_id;
    }
    await db.query(
      `SELECT robomarket_notify_event(json_build_object(
                't', 'typing', 'w', $1::uuid, 'u', u.user_id, 'n', ${displayName('u')}, 'y', $3::boolean,
                's', $4::uuid))
         FROM party_names u
        WHERE u.user_id = $2 AND ${inAudience(activeParties, '$1::uuid', '$2')}`,
      [workflowId, user.id, request.body.isTyping, thread],
    );
    return reply.code(204).send();
  },
};
