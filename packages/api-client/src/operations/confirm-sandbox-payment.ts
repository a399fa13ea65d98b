import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { PaymentData } from './get-payment';

/**
 * confirmSandboxPayment (POST /v2/sandbox/payments/{paymentId}/confirm): pays an open sandbox payment with a
 * test card. A declined card fails with a 402 ApiError whose code is `card_declined` or `insufficient_funds`;
 * the payment stays open for another card.
 */
export function confirmSandboxPayment(
  client: ApiClient,
  paymentId: string,
  cardNumber: string,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<PaymentData> {
  return unwrap(
    client.POST('/v2/sandbox/payments/{paymentId}/confirm', {
      params: { path: { paymentId }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { card_number: cardNumber },
      signal,
    }),
  );
}
