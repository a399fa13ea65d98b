import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { createPayout } from '../../operations/create-payout';
import type { GetPayoutsData } from '../../operations/get-payouts';
import { useApiClient } from '../api-client-context';
import { idempotencyKeyOf } from '../payment-moves';
import { dashboardKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useCreatePayout}. */
export interface PayoutVariables {
  /** The currency whose available balance is paid out; USD when left out. */
  currency?: GetPayoutsData['balance']['currency'];
  /** Names this action; made once per `mutate` call when left out. */
  idempotencyKey?: string;
}

/** Mutation for createPayout: resolves to the balance after the payout; refreshes payouts and the dashboard. */
export function useCreatePayout(
  options?: OperationMutationOptions<GetPayoutsData, PayoutVariables>,
): UseMutationResult<GetPayoutsData, ApiError, PayoutVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['createPayout'],
    mutationFn: (variables) => createPayout(client, idempotencyKeyOf(variables), variables.currency),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
