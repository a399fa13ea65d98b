import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type UpdateApprovalRulesBody,
  type UpdateApprovalRulesData,
  updateApprovalRules,
} from '../../operations/update-approval-rules';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useUpdateApprovalRules}. */
export interface UpdateApprovalRulesVariables {
  /** The business. */
  id: string;
  /** The rules. */
  body: UpdateApprovalRulesBody;
}

/** Options of {@link useUpdateApprovalRules}. */
export type UseUpdateApprovalRulesOptions = OperationMutationOptions<
  UpdateApprovalRulesData,
  UpdateApprovalRulesVariables
>;

/** Mutation for updateApprovalRules: `mutateAsync({ id, body })`; an ADMIN of the business. */
export function useUpdateApprovalRules(
  options?: UseUpdateApprovalRulesOptions,
): UseMutationResult<UpdateApprovalRulesData, ApiError, UpdateApprovalRulesVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['updateApprovalRules'],
    mutationFn: ({ id, body }) => updateApprovalRules(client, id, body),
  });
}
