import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../errors';

/**
 * Options of an operation's mutation hook: TanStack's mutation options without the key and function,
 * which the hook owns. Callers add `onSuccess`, `onSettled`, ... (a feature's cache invalidation).
 */
export type OperationMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiError, TVariables>,
  'mutationKey' | 'mutationFn'
>;
