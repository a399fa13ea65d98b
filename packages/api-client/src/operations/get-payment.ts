import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** A payment, as every payment operation answers it. */
export type PaymentData = OperationData<'getPayment'>;

/** getPayment (GET /v2/payments/{paymentId}): one payment the caller sees (404 otherwise). */
export function getPayment(client: ApiClient, paymentId: string, signal?: AbortSignal): Promise<PaymentData> {
  return unwrap(client.GET('/v2/payments/{paymentId}', { params: { path: { paymentId } }, signal }));
}
