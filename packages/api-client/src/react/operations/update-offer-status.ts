import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type UpdateOfferStatusBody,
  type UpdateOfferStatusData,
  updateOfferStatus,
} from '../../operations/update-offer-status';
import { useApiClient } from '../api-client-context';
import { dashboardKeys, offerKeys, workflowKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useUpdateOfferStatus}. */
export interface UpdateOfferStatusVariables {
  /** The offer's product. */
  productId: string;
  /** The offer. */
  offerId: string;
  /** The new status, with `price` when it is COUNTERED. */
  body: UpdateOfferStatusBody;
  /** Names this move; a new one is made when left out. The client's own retries reuse it. */
  idempotencyKey?: string;
}

/** Options of {@link useUpdateOfferStatus}. */
export type UseUpdateOfferStatusOptions = OperationMutationOptions<
  UpdateOfferStatusData,
  UpdateOfferStatusVariables
>;

/**
 * Mutation for updateOfferStatus: resolves to the moved offer and refreshes every offer list; an accepted
 * offer made an order, so the workflows and the dashboard are refreshed too.
 */
export function useUpdateOfferStatus(
  options?: UseUpdateOfferStatusOptions,
): UseMutationResult<UpdateOfferStatusData, ApiError, UpdateOfferStatusVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['updateOfferStatus'],
    mutationFn: ({ productId, offerId, body, idempotencyKey }) =>
      updateOfferStatus(client, productId, offerId, body, idempotencyKey ?? crypto.randomUUID()),
    onSuccess: async (...args) => {
      const [offer] = args;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.all }),
        ...(offer.status === 'ACCEPTED'
          ? [
              queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
              queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
            ]
          : []),
      ]);
      return options?.onSuccess?.(...args);
    },
  });
}
