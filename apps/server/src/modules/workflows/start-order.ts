import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { partyOf, requireSales, viewerOf, workflowBody, workflowNotFound } from './access.ts';
import { applyWorkflowEvent } from './events.ts';
import { findWorkflow } from './repository.ts';

/**
 * `POST /v2/workflows/{id}/order/start`: the chosen seller (whose price was agreed; invited or, for a
 * DIRECT_ORDER, not) starts a paid order, PAYMENT_COMPLETED → ORDER_IN_PROGRESS, under the workflow's lock.
 * The buyer side and other invited sellers get 403; anyone else 404.
 */
export const startOrder: OperationHandler<'startOrder'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    return db.transaction(async (tx) => {
      const workflow = await findWorkflow(tx, request.params.id, user.id, true);
      const chosen = workflow?.parties.includes('chosen_seller') === true;
      if (workflow === undefined || (!chosen && partyOf(workflow) === undefined)) throw workflowNotFound();
      if (!chosen)
        throw new ApiError(403, 'forbidden', 'Only the seller whose price was agreed starts the order');
      requireSales(workflow);
      const started = await applyWorkflowEvent(tx, workflow, 'order_started', 'seller', {
        now: now(),
        refusal: 'The order can start only once it is paid and not started yet',
      });
      return workflowBody(started, viewerOf(workflow));
    });
  },
};
