import { currentUser } from '../../lib/current-user.ts';
import { invalidFields } from '../../lib/input-rules.ts';
import { onBuyerSide } from '../../lib/parties.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { notifyMessage } from '../notifications/index.ts';
import { visibleWorkflow, writeThread } from '../workflows/index.ts';
import { messageBody } from './bodies.ts';
import { limitPerUserAndWorkflow } from './limits.ts';
import { insertMessage } from './repository.ts';

/** Only white space (JavaScript's `\s`, which covers the database check's ASCII spaces and more). */
const blank = /^\s*$/;

/**
 * `POST /v2/workflows/{id}/messages`: a party of the workflow writes in a thread (`writeThread`: a seller
 * in its own, the buyer's side in `sellerId`'s or to every seller with `broadcast`). The body is stored as
 * typed (plain text, never trimmed or escaped); one that is only white space is a 400. The workflow's row
 * lock is held while inserting, so the party check and the insert are atomic and messages of one workflow
 * commit in their `seq` order. The `message` event leaves with the commit (migration 0012's trigger).
 * Past the sender's limits on this workflow (`messagePerMinute`, `messagePerDay`): 429, nothing written.
 */
export const createMessage: OperationHandler<'createMessage'> = {
  handle: async (request, reply, { db, now, limiter }) => {
    const user = currentUser(request);
    const { body, sellerId, broadcast } = request.body;
    if (blank.test(body)) {
      throw invalidFields('The message is empty', [
        { field: 'body', message: 'must not be only white space' },
      ]);
    }
    await limitPerUserAndWorkflow(
      request,
      limiter,
      ['messagePerMinute', 'messagePerDay'],
      'Too many messages to this workflow; try again later',
    );
    const message = await db.transaction(async (tx) => {
      const visible = await visibleWorkflow(request, tx, request.params.id, true, 'messages');
      const thread = await writeThread(tx, visible, { sellerId, broadcast });
      const { workflow } = visible;
      // The business the sender writes for: the workflow's on the buyer's side, else its seller party's.
      const senderBusinessId = onBuyerSide(visible.roles)
        ? workflow.buyer_roles === null
          ? null
          : workflow.business_id
        : workflow.seller_party_business_id;
      const at = now();
      const inserted = await insertMessage(
        tx,
        { workflowId: request.params.id, senderId: user.id, senderBusinessId, sellerId: thread, body },
        at,
      );
      await notifyMessage(tx, at, {
        workflowId: workflow.id,
        workflowTitle: workflow.title,
        senderId: user.id,
        fromBuyerSide: onBuyerSide(visible.roles),
        threadSellerId: thread,
      });
      return inserted;
    });
    reply.code(201);
    return messageBody(message);
  },
};
