import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { confirmSandboxPayment } from '../../operations/confirm-sandbox-payment';
import type { PaymentData } from '../../operations/get-payment';
import { useApiClient } from '../api-client-context';
import { idempotencyKeyOf, refreshing } from '../payment-moves';
import type { OperationMutationOptions } from './types';

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
