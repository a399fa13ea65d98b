import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type SubscribeNewsletterBody,
  type SubscribeNewsletterData,
  subscribeNewsletter,
} from '../../operations/subscribe-newsletter';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useSubscribeNewsletter}: the body. */
export type SubscribeNewsletterVariables = SubscribeNewsletterBody;

/** Options of {@link useSubscribeNewsletter}. */
export type UseSubscribeNewsletterOptions = OperationMutationOptions<
  SubscribeNewsletterData,
  SubscribeNewsletterVariables
>;

/** Mutation for subscribeNewsletter (POST /v2/newsletter/subscribe): `mutate({ email })`; failures are ApiErrors. */
export function useSubscribeNewsletter(
  options?: UseSubscribeNewsletterOptions,
): UseMutationResult<SubscribeNewsletterData, ApiError, SubscribeNewsletterVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['subscribeNewsletter'],
    mutationFn: (body) => subscribeNewsletter(client, body),
  });
}
