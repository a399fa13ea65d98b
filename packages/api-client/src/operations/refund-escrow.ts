import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { PaymentData } from './get-payment';
import type { OperationBody } from './types';

/** Body of refundEscrow: an optional `reason`. */
export type RefundEscrowBody = OperationBody<'refundEscrow'>;

/** refundEscrow (POST /v2/workflows/{id}/payments/refund): the buyer takes the held funds back. */
export function refundEscrow(
  client: ApiClient,
  workflowId: string,
  idempotencyKey: string,
  body: RefundEscrowBody = {},
  signal?: AbortSignal,
): Promise<PaymentData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/payments/refund', {
      params: { path: { id: workflowId }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
      signal,
    }),
  );
}
