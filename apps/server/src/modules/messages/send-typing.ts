import { currentUser } from '../../lib/current-user.ts';
import { inAudience } from '../../lib/parties.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { workflowNotFound } from '../workflows/index.ts';
import { limitPerUserAndWorkflow } from './limits.ts';
import { displayName } from './repository.ts';

/**
 * `POST /v2/workflows/{id}/typing`: stores nothing; sends a `typing` event to the workflow's streams. The
 * party check and the NOTIFY are one statement, so a caller who is not a party sends nothing (404). Past
 * the caller's `typingEvent` limit on this workflow: 429, nothing sent.
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
    const sent = await db.query(
      `SELECT robomarket_notify_event(json_build_object(
                't', 'typing', 'w', $1::uuid, 'u', u.user_id, 'n', ${displayName('u')}, 'y', $3::boolean))
         FROM party_names u
        WHERE u.user_id = $2 AND ${inAudience('events', '$1::uuid', '$2')}`,
      [request.params.id, user.id, request.body.isTyping],
    );
    if (sent.length === 0) throw workflowNotFound();
    return reply.code(204).send();
  },
};
