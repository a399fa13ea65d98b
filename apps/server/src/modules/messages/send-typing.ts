import { currentUser } from '../../lib/current-user.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { buyerSide, invitedSeller, workflowNotFound } from '../workflows/index.ts';
import { displayName } from './repository.ts';

/**
 * `POST /v2/workflows/{id}/typing`: stores nothing; sends a `typing` event to the workflow's streams. The
 * party check and the NOTIFY are one statement, so a caller who is not a party sends nothing (404).
 */
export const sendTyping: OperationHandler<'sendTyping'> = {
  handle: async (request, reply, { db }) => {
    const user = currentUser(request);
    const sent = await db.query(
      `SELECT robomarket_notify_event(json_build_object(
                't', 'typing', 'w', w.id, 'u', u.id, 'n', ${displayName('u')}, 'y', $3::boolean))
         FROM workflows w JOIN users u ON u.id = $2
        WHERE w.id = $1 AND (${buyerSide('$2')} OR ${invitedSeller('$2')})`,
      [request.params.id, user.id, request.body.isTyping],
    );
    if (sent.length === 0) throw workflowNotFound();
    return reply.code(204).send();
  },
};
