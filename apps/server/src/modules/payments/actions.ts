// The money-moving operations: open a session, pay it in the sandbox, release or refund the escrow (start
// and cancel are the workflows module's; see `addCancelStep`). Each is one transaction under the workflow's row lock; the POSTs that move
// money replay their first answer per `Idempotency-Key`.
import { ApiError } from '../../lib/api-error.ts';
import { currentUser, requireVerifiedEmail } from '../../lib/current-user.ts';
import { keyedMove } from '../../lib/idempotency.ts';
import { rawBody, trimFields } from '../../lib/raw-body.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { lockedWorkflow, paymentNotFound, requirePayer, seesPayments } from './access.ts';
import { auditMoney } from './audit.ts';
import {
  completePayment,
  expireIfDue,
  openSession,
  refundEscrow as refund,
  releaseEscrow as release,
  releaseIfInspected,
} from './flow.ts';
import { declineError, sandboxOutcome } from './providers.ts';
import { findPayment, type PaymentRow, paymentBody } from './repository.ts';

/** The payment `id` after a move, read after the commit. */
async function paymentAfter(db: Parameters<typeof findPayment>[0], id: string): Promise<PaymentRow> {
  const payment = await findPayment(db, id);
  if (payment === undefined) throw paymentNotFound();
  return payment;
}

/**
 * `POST /v2/workflows/{id}/payments/session`: the buyer opens a payment of the agreed price
 * (PRICE_AGREED → PAYMENT_PENDING) and is sent to the provider's checkout.
 */
export const createPaymentSession: OperationHandler<'createPaymentSession'> = {
  idempotent: true,
  handle: async (request, reply, { db, now }) => {
    const user = currentUser(request);
    requireVerifiedEmail(user);
    const { id } = request.params;
    const body = request.body ?? {};
    const at = now();
    const { id: paymentId } = await keyedMove(request, db, at, async (tx, once) => {
      const { workflow, party } = await lockedWorkflow(tx, user, id);
      requirePayer(party, "Only the workflow's buyer may pay", workflow);
      const current = await expireIfDue(tx, workflow, at);
      return once(async () => {
        const opened = await openSession(tx, { ...workflow, status: current.status }, body, at);
        await auditMoney(
          tx,
          workflow,
          {
            action: 'payment.session_opened',
            actorId: user.id,
            subjectType: 'payment',
            subjectId: opened.payment.id,
            amountMinor: opened.payment.amount_minor,
            currency: opened.payment.currency,
            sellerToo: false,
          },
          at,
        );
        return { statusCode: 201, id: opened.payment.id };
      });
    });
    const payment = await paymentAfter(db, paymentId);
    reply.code(201);
    return {
      payment_id: payment.id,
      checkout_url: payment.checkout_url ?? `/checkout/${payment.id}`,
      provider: payment.provider,
      expires_at: payment.expires_at ?? payment.created_at,
      payment: paymentBody(payment, user.id),
    };
  },
};

/**
 * `POST /v2/sandbox/payments/{paymentId}/confirm`: the buyer pays an open sandbox payment with a test card.
 * A good card holds the funds; a declined one is a 402 that leaves the payment open; an overdue session
 * expires instead (409), in the same transaction, so a confirm racing the expiry gets one outcome.
 */
export const confirmSandboxPayment: OperationHandler<'confirmSandboxPayment'> = {
  idempotent: true,
  // The card as digits, so the same card typed with or without spaces is the same request for its key.
  beforeValidation: (request) => {
    const body = rawBody(request);
    if (typeof body?.card_number === 'string' && /^[\d ]+$/.test(body.card_number)) {
      body.card_number = body.card_number.replace(/ /g, '');
    }
  },
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { paymentId } = request.params;
    // Bad input writes nothing: the card is judged before anything is locked or recorded.
    const outcome = sandboxOutcome(request.body.card_number);
    const at = now();
    const answer = await keyedMove(request, db, at, async (tx, once) => {
      const located = await findPayment(tx, paymentId);
      if (located === undefined) throw paymentNotFound();
      const { workflow, party } = await lockedWorkflow(tx, user, located.workflow_id).catch(
        (error: unknown) => {
          throw error instanceof ApiError && error.statusCode === 404 ? paymentNotFound() : error;
        },
      );
      if (!seesPayments(workflow)) throw paymentNotFound();
      requirePayer(party, "Only the workflow's buyer may pay", workflow);
      const current = await expireIfDue(tx, workflow, at);
      return once(async () => {
        const payment = await findPayment(tx, paymentId, true);
        if (payment === undefined) throw paymentNotFound();
        if (payment.status === 'EXPIRED') {
          throw new ApiError(
            409,
            'conflict',
            'This payment session has expired. Please start the payment again.',
          );
        }
        if (payment.status !== 'PENDING')
          throw new ApiError(409, 'conflict', 'This payment is no longer open');
        if (payment.provider !== 'sandbox') {
          throw new ApiError(409, 'conflict', 'This payment is paid on the card provider’s page, not here');
        }
        if (outcome !== 'succeeds') throw declineError(outcome);
        await completePayment(tx, { ...workflow, status: current.status }, payment, at);
        return { statusCode: 200, id: payment.id };
      });
    });
    return paymentBody(await paymentAfter(db, answer.id), user.id);
  },
};

/** `POST /v2/workflows/{id}/payments/release`: the buyer releases the held funds to the seller. */
export const releaseEscrow: OperationHandler<'releaseEscrow'> = {
  idempotent: true,
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { id } = request.params;
    const at = now();
    const answer = await keyedMove(request, db, at, async (tx, once) => {
      const { workflow, party } = await lockedWorkflow(tx, user, id);
      requirePayer(party, "Only the workflow's buyer may release the funds", workflow);
      const current = await releaseIfInspected(tx, workflow, at);
      return once(async () => {
        const released = await release(tx, { ...workflow, status: current.status }, at);
        await auditMoney(
          tx,
          workflow,
          {
            action: 'payment.released',
            actorId: user.id,
            subjectType: 'payment',
            subjectId: released.id,
            amountMinor: released.amount_minor,
            currency: released.currency,
            sellerToo: true,
          },
          at,
        );
        return { statusCode: 200, id: released.id };
      });
    });
    return paymentBody(await paymentAfter(db, answer.id), user.id);
  },
};

/**
 * `POST /v2/workflows/{id}/payments/refund`: the buyer takes the held funds back before the seller starts
 * the order; the order is cancelled. Once it has started, a dispute replaces it (409).
 */
export const refundEscrow: OperationHandler<'refundEscrow'> = {
  idempotent: true,
  beforeValidation: (request) => trimFields(request, 'reason'),
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { id } = request.params;
    const reason = request.body?.reason || null;
    const at = now();
    const answer = await keyedMove(request, db, at, async (tx, once) => {
      const { workflow, party } = await lockedWorkflow(tx, user, id);
      requirePayer(party, "Only the workflow's buyer may ask for a refund", workflow);
      return once(async () => {
        const refunded = await refund(tx, workflow, reason, at);
        await auditMoney(
          tx,
          workflow,
          {
            action: 'payment.refunded',
            actorId: user.id,
            subjectType: 'payment',
            subjectId: refunded.id,
            amountMinor: refunded.amount_minor,
            currency: refunded.currency,
            sellerToo: true,
            details: reason === null ? undefined : { reason },
          },
          at,
        );
        return { statusCode: 200, id: refunded.id };
      });
    });
    return paymentBody(await paymentAfter(db, answer.id), user.id);
  },
};
