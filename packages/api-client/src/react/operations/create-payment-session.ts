import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type CreatePaymentSessionBody,
  createPaymentSession,
  type PaymentSessionData,
} from '../../operations/create-payment-session';
import { useApiClient } from '../api-client-context';
import { idempotencyKeyOf, refreshing } from '../payment-moves';
import type { OperationMutationOptions } from './types';

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
