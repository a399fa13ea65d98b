// Hooks of the payment operations. Each user action (one `mutate` call) gets a fresh `Idempotency-Key`
// unless the caller passes one; TanStack's retries of that call reuse it, so a retried payment is never
// taken twice. On success they refresh the workflow, the payments and the dashboard.
import {
  type QueryClient,
  queryOptions,
  type UseMutationResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import type { ApiError } from '../../errors';
import {
  type CreatePaymentSessionBody,
  confirmSandboxPayment,
  createPaymentSession,
  getPayment,
  type PaymentData,
  type PaymentSessionData,
  type RefundEscrowBody,
  refundEscrow,
  releaseEscrow,
  type StartOrderData,
  startOrder,
} from '../../operations/payments';
import { useApiClient } from '../api-client-context';
import { dashboardKeys, paymentKeys, workflowKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

const keys = new WeakMap<object, string>();

/**
 * The key of one action: the caller's, or one made for this variables object and kept with it, so every
 * retry of the same `mutate` call sends the same key and the next call gets a new one.
 */
export function idempotencyKeyOf(variables: { idempotencyKey?: string }): string {
  if (variables.idempotencyKey !== undefined) return variables.idempotencyKey;
  let key = keys.get(variables);
  if (key === undefined) {
    key = crypto.randomUUID();
    keys.set(variables, key);
  }
  return key;
}

/** Refreshes what a payment move changes: the workflow, the workflow lists, the payments, the dashboard. */
async function refreshAfterPayment(queryClient: QueryClient, workflowId: string | undefined): Promise<void> {
  await Promise.all([
    workflowId === undefined
      ? queryClient.invalidateQueries({ queryKey: workflowKeys.all })
      : queryClient.invalidateQueries({ queryKey: workflowKeys.detail(workflowId) }),
    queryClient.invalidateQueries({ queryKey: workflowKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

/** The options with `onSuccess` refreshing first, then calling the caller's. */
function refreshing<TData, TVariables>(
  queryClient: QueryClient,
  options: OperationMutationOptions<TData, TVariables> | undefined,
  workflowOf: (data: TData, variables: TVariables) => string | undefined,
): OperationMutationOptions<TData, TVariables> {
  return {
    ...options,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await refreshAfterPayment(queryClient, workflowOf(data, variables));
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  };
}

/** Variables of {@link useCreatePaymentSession}. */
export interface CreatePaymentSessionVariables {
  /** The PRICE_AGREED workflow to pay. */
  workflowId: string;
  /** Where Stripe sends the buyer back (ignored by the sandbox). */
  body?: CreatePaymentSessionBody;
  /** Names this action; made once per `mutate` call when left out. */
  idempotencyKey?: string;
}

/** Mutation for createPaymentSession: resolves to `{payment_id, checkout_url, ...}`. */
export function useCreatePaymentSession(
  options?: OperationMutationOptions<PaymentSessionData, CreatePaymentSessionVariables>,
): UseMutationResult<PaymentSessionData, ApiError, CreatePaymentSessionVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshing(queryClient, options, (_data, variables) => variables.workflowId),
    mutationKey: ['createPaymentSession'],
    mutationFn: (variables) =>
      createPaymentSession(client, variables.workflowId, idempotencyKeyOf(variables), variables.body),
  });
}

/** Variables of {@link useConfirmSandboxPayment}. */
export interface ConfirmSandboxPaymentVariables {
  /** The open sandbox payment. */
  paymentId: string;
  /** A test card number, spaces allowed. */
  cardNumber: string;
  /** Names this action; made once per `mutate` call when left out. */
  idempotencyKey?: string;
}

/**
 * Mutation for confirmSandboxPayment: resolves to the COMPLETED payment; a declined card rejects with a 402
 * ApiError (`card_declined`, `insufficient_funds`) and the next `mutate` tries another card with a new key.
 */
export function useConfirmSandboxPayment(
  options?: OperationMutationOptions<PaymentData, ConfirmSandboxPaymentVariables>,
): UseMutationResult<PaymentData, ApiError, ConfirmSandboxPaymentVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshing(queryClient, options, (data) => data.workflowId),
    mutationKey: ['confirmSandboxPayment'],
    mutationFn: (variables) =>
      confirmSandboxPayment(client, variables.paymentId, variables.cardNumber, idempotencyKeyOf(variables)),
  });
}

/** Mutation for startOrder: `mutate(workflowId)`; resolves to the workflow, ORDER_IN_PROGRESS. */
export function useStartOrder(
  options?: OperationMutationOptions<StartOrderData, string>,
): UseMutationResult<StartOrderData, ApiError, string> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshing(queryClient, options, (_data, workflowId) => workflowId),
    mutationKey: ['startOrder'],
    mutationFn: (workflowId) => startOrder(client, workflowId),
  });
}

/** Variables of {@link useReleaseEscrow} and {@link useRefundEscrow}. */
export interface EscrowVariables {
  /** The workflow whose funds are held. */
  workflowId: string;
  /** Names this action; made once per `mutate` call when left out. */
  idempotencyKey?: string;
}

/** Mutation for releaseEscrow: resolves to the payment, escrow RELEASED. */
export function useReleaseEscrow(
  options?: OperationMutationOptions<PaymentData, EscrowVariables>,
): UseMutationResult<PaymentData, ApiError, EscrowVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshing(queryClient, options, (_data, variables) => variables.workflowId),
    mutationKey: ['releaseEscrow'],
    mutationFn: (variables) => releaseEscrow(client, variables.workflowId, idempotencyKeyOf(variables)),
  });
}

/** Variables of {@link useRefundEscrow}. */
export interface RefundEscrowVariables extends EscrowVariables {
  /** Why the buyer asks for the money back. */
  body?: RefundEscrowBody;
}

/** Mutation for refundEscrow: resolves to the payment, escrow REFUNDED (the workflow ORDER_CANCELLED). */
export function useRefundEscrow(
  options?: OperationMutationOptions<PaymentData, RefundEscrowVariables>,
): UseMutationResult<PaymentData, ApiError, RefundEscrowVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshing(queryClient, options, (_data, variables) => variables.workflowId),
    mutationKey: ['refundEscrow'],
    mutationFn: (variables) =>
      refundEscrow(client, variables.workflowId, idempotencyKeyOf(variables), variables.body),
  });
}

/** getPayment for this id (the checkout page's amount and status). */
export function getPaymentQueryOptions(client: ApiClient, paymentId: string) {
  return queryOptions({
    queryKey: paymentKeys.detail(paymentId),
    queryFn: ({ signal }) => getPayment(client, paymentId, signal),
  });
}

/** The payment with this id. */
export function useGetPayment(paymentId: string) {
  return useQuery(getPaymentQueryOptions(useApiClient(), paymentId));
}
