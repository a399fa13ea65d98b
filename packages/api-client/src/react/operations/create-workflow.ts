import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type CreateWorkflowBody,
  type CreateWorkflowData,
  createWorkflow,
} from '../../operations/create-workflow';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Options of {@link useCreateWorkflow}; the variables are the request body. */
export type UseCreateWorkflowOptions = OperationMutationOptions<CreateWorkflowData, CreateWorkflowBody>;

/** Mutation for createWorkflow (POST /v2/workflows): `mutateAsync(body)` resolves to the new workflow. */
export function useCreateWorkflow(
  options?: UseCreateWorkflowOptions,
): UseMutationResult<CreateWorkflowData, ApiError, CreateWorkflowBody> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['createWorkflow'],
    mutationFn: (body) => createWorkflow(client, body),
  });
}
