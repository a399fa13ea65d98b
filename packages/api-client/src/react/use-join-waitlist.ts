import { type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../errors';
import { unwrap } from '../errors';
import type { paths } from '../schema.gen';
import { useApiClient } from './api-client-context';

type JoinWaitlistOperation = paths['/v2/waitlist/signup']['post'];

/** Body of POST /v2/waitlist/signup. */
export type JoinWaitlistVariables = JoinWaitlistOperation['requestBody']['content']['application/json'];
/** Answer of POST /v2/waitlist/signup. */
export type JoinWaitlistData = JoinWaitlistOperation['responses'][200]['content']['application/json'];

/** Options of {@link useJoinWaitlist}: TanStack mutation options without the key and function. */
export type UseJoinWaitlistOptions = Omit<
  UseMutationOptions<JoinWaitlistData, ApiError, JoinWaitlistVariables>,
  'mutationKey' | 'mutationFn'
>;

/** Mutation for POST /v2/waitlist/signup: `mutate({ email })`; failures are ApiErrors. */
export function useJoinWaitlist(
  options?: UseJoinWaitlistOptions,
): UseMutationResult<JoinWaitlistData, ApiError, JoinWaitlistVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['post', '/v2/waitlist/signup'],
    mutationFn: (body) => unwrap(client.POST('/v2/waitlist/signup', { body })),
  });
}
