import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type CreateOfferBody, type CreateOfferData, createOffer } from '../../operations/create-offer';
import { useApiClient } from '../api-client-context';
import { offerKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useCreateOffer}. */
export interface CreateOfferVariables {
  /** The product offered on. */
  productId: string;
  /** Price per unit, quantity and message. */
  body: CreateOfferBody;
}

/** Options of {@link useCreateOffer}. */
export type UseCreateOfferOptions = OperationMutationOptions<CreateOfferData, CreateOfferVariables>;

/** Mutation for createOffer: resolves to the PENDING offer and refreshes every offer list. */
export function useCreateOffer(
  options?: UseCreateOfferOptions,
): UseMutationResult<CreateOfferData, ApiError, CreateOfferVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['createOffer'],
    mutationFn: ({ productId, body }) => createOffer(client, productId, body),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
      return options?.onSuccess?.(...args);
    },
  });
}
