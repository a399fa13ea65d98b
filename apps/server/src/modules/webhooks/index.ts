// The webhooks module's only door: receivers of providers' events (contract tag `webhooks`). Each checks
// the provider's signature and hands the event to the module that owns what it changes.
import { jsonText } from '../../lib/raw-body.ts';
import type { OperationHandler, ServerModule } from '../../plugins/openapi/operation.ts';
import { receiveStripeEvent } from '../payments/index.ts';

/**
 * `POST /webhooks/stripe`: Stripe's Checkout Session events, trusted only with a valid `Stripe-Signature`
 * over the exact body (400 otherwise); duplicates and late events change nothing.
 */
const stripeWebhook: OperationHandler<'stripeWebhook'> = {
  handle: async (request, _reply, { db, now }) => {
    const { paidTooLate } = await receiveStripeEvent(
      db,
      request.headers['stripe-signature'],
      jsonText(request),
      request.body,
      now(),
    );
    if (paidTooLate) {
      request.log.warn(
        { stripeEvent: request.body.id },
        'Stripe took a payment whose session had already closed here: refund it in Stripe',
      );
    }
    return { received: true as const };
  },
};

/** Providers' webhooks. */
export const webhooksModule: ServerModule<'webhooks'> = {
  name: 'webhooks',
  operations: { stripeWebhook },
};
