import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { deleteWorkflow } from '../../operations/delete-workflow';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Options of {@link useDeleteWorkflow}; the variables are the workflow's id. */
export type UseDeleteWorkflowOptions = OperationMutationOptions<void, string>;

/** Mutation for deleteWorkflow (DELETE /v2/workflows/{id}): `mutateAsync(id)` cancels the workflow. */
export function useDeleteWorkflow(
  options?: UseDeleteWorkflowOptions,
): UseMutationResult<void, ApiError, string> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['deleteWorkflow'],
    mutationFn: (id) => deleteWorkflow(client, id),
  });
}
