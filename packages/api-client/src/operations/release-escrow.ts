import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { PaymentData } from './get-payment';

/** releaseEscrow (POST /v2/workflows/{id}/payments/release): the buyer releases the held funds to the seller. */
export function releaseEscrow(
  client: ApiClient,
  workflowId: string,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<PaymentData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/payments/release', {
      params: { path: { id: workflowId }, header: { 'Idempotency-Key': idempotencyKey } },
      signal,
    }),
  );
}
