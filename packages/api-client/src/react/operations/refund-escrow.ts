import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import type { PaymentData } from '../../operations/get-payment';
import { type RefundEscrowBody, refundEscrow } from '../../operations/refund-escrow';
import { useApiClient } from '../api-client-context';
import { idempotencyKeyOf, refreshing } from '../payment-moves';
import type { EscrowVariables } from './release-escrow';
import type { OperationMutationOptions } from './types';

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
