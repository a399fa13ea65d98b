// The payment operations (issue 12): open a session, pay it in the sandbox, read one payment, start the
// order, release or refund the escrow. Each money-moving call carries an `Idempotency-Key` naming one user
// action: send the same key again on a retry and the server answers what it answered the first time.
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Answer of createPaymentSession: the payment's id, where to pay, the provider and when it expires. */
export type PaymentSessionData = OperationData<'createPaymentSession'>;
/** Body of createPaymentSession: optional `successUrl` and `cancelUrl` (Stripe only). */
export type CreatePaymentSessionBody = OperationBody<'createPaymentSession'>;
/** A payment, as every payment operation answers it. */
export type PaymentData = OperationData<'getPayment'>;
/** Answer of startOrder: the workflow, ORDER_IN_PROGRESS. */
export type StartOrderData = OperationData<'startOrder'>;
/** Body of refundEscrow: an optional `reason`. */
export type RefundEscrowBody = OperationBody<'refundEscrow'>;

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

/** getPayment (GET /v2/payments/{paymentId}): one payment the caller sees (404 otherwise). */
export function getPayment(client: ApiClient, paymentId: string, signal?: AbortSignal): Promise<PaymentData> {
  return unwrap(client.GET('/v2/payments/{paymentId}', { params: { path: { paymentId } }, signal }));
}

/** startOrder (POST /v2/workflows/{id}/order/start): the chosen seller starts a paid order. */
export function startOrder(
  client: ApiClient,
  workflowId: string,
  signal?: AbortSignal,
): Promise<StartOrderData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/order/start', { params: { path: { id: workflowId } }, signal }),
  );
}

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
