import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Answer of createPaymentSession: the payment's id, where to pay, the provider and when it expires. */
export type PaymentSessionData = OperationData<'createPaymentSession'>;
/** Body of createPaymentSession: optional `successUrl` and `cancelUrl` (Stripe only). */
export type CreatePaymentSessionBody = OperationBody<'createPaymentSession'>;

/**
 * createPaymentSession (POST /v2/workflows/{id}/payments/session): the buyer opens a payment of the agreed
 * price (PRICE_AGREED → PAYMENT_PENDING); send the buyer to `checkout_url`.
 */
export function createPaymentSession(
  client: ApiClient,
  workflowId: string,
  idempotencyKey: string,
  body: CreatePaymentSessionBody = {},
  signal?: AbortSignal,
): Promise<PaymentSessionData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/payments/session', {
      params: { path: { id: workflowId }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
      signal,
    }),
  );
}
