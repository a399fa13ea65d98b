import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import type { PaymentData } from '../../operations/get-payment';
import { releaseEscrow } from '../../operations/release-escrow';
import { useApiClient } from '../api-client-context';
import { idempotencyKeyOf, refreshing } from '../payment-moves';
import type { OperationMutationOptions } from './types';

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
