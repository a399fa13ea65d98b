// Stripe's events about Checkout Sessions (received by the webhooks module at `POST /webhooks/stripe`). Trusted only with a valid `Stripe-Signature`
// over the exact body; each event id is applied at most once; an event applies only while the payment is
// open, so late or repeated ones (an `expired` after `completed`) change nothing.
import type { Db, Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { lockWorkflow } from '../workflows/index.ts';
import { completePayment, failPayment } from './flow.ts';
import { type PaymentRow, paymentColumns } from './repository.ts';
import { paymentSettings } from './settings.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

const badSignature = () => new ApiError(400, 'validation_failed', 'The Stripe signature is missing or wrong');

/** The Checkout Session id an event is about, when it is one. */
function sessionIdOf(event: Record<string, unknown>): string | undefined {
  const data = event.data;
  if (typeof data !== 'object' || data === null || !('object' in data)) return undefined;
  const object = data.object;
  if (typeof object !== 'object' || object === null || !('id' in object)) return undefined;
  return typeof object.id === 'string' ? object.id : undefined;
}

/** Whether a completed session's money was taken (`payment_status` paid). */
function isPaid(event: Record<string, unknown>): boolean {
  const data = event.data;
  if (typeof data !== 'object' || data === null || !('object' in data)) return false;
  const object = data.object;
  return (
    typeof object === 'object' &&
    object !== null &&
    'payment_status' in object &&
    object.payment_status === 'paid'
  );
}

/**
 * Applies one event to the payment of its session, under the workflow's lock, when the payment is open.
 * Answers true when Stripe took money for a payment that is no longer open (expired or cancelled here
 * first): nothing changes, and the operator must refund it in Stripe.
 */
async function apply(
  tx: Queryable,
  type: string,
  sessionId: string,
  paid: boolean,
  now: Date,
): Promise<boolean> {
  const [located] = await tx.query<{ workflow_id: string }>(
    'SELECT workflow_id FROM payments WHERE provider_session_id = $1',
    [sessionId],
  );
  if (located === undefined) return false;
  const workflow = await lockWorkflow(tx, located.workflow_id);
  const [payment] = await tx.query<PaymentRow>(
    `SELECT ${paymentColumns} FROM payments p WHERE p.provider_session_id = $1 FOR UPDATE`,
    [sessionId],
  );
  const succeeded =
    (type === 'checkout.session.completed' && paid) || type === 'checkout.session.async_payment_succeeded';
  if (workflow === undefined || payment === undefined) return false;
  if (payment.status !== 'PENDING') return succeeded && payment.status !== 'COMPLETED';
  if (succeeded) {
    await completePayment(tx, workflow, payment, now);
  } else if (type === 'checkout.session.expired') {
    await failPayment(tx, workflow, payment, 'EXPIRED', now);
  } else if (type === 'checkout.session.async_payment_failed') {
    await failPayment(tx, workflow, payment, 'FAILED', now);
  }
  return false;
}

/**
 * Receives one Stripe event (`POST /webhooks/stripe`, the webhooks module): a 400 unless `signature` signs
 * the exact body `text`; a known event id changes nothing; otherwise the event moves its payment when that
 * payment is still open. Answers whether Stripe took money for a payment already closed here.
 */
export async function receiveStripeEvent(
  db: Db,
  signature: string,
  text: string | undefined,
  event: { id: string; type: string } & Record<string, unknown>,
  now: Date,
): Promise<{ paidTooLate: boolean }> {
  const secret = paymentSettings().stripeWebhookSecret;
  if (secret === undefined || text === undefined) throw badSignature();
  if (!verifyStripeSignature(signature, text, secret, now)) throw badSignature();
  const paidTooLate = await db.transaction(async (tx) => {
    const fresh = await tx.query(
      'INSERT INTO stripe_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id',
      [event.id, event.type, now],
    );
    if (fresh.length === 0) return false;
    const sessionId = sessionIdOf(event);
    return sessionId === undefined ? false : apply(tx, event.type, sessionId, isPaid(event), now);
  });
  return { paidTooLate };
}
