import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { deleteIotAlertRule } from '../../operations/delete-iot-alert-rule';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useDeleteIotAlertRule}. */
export interface DeleteIotAlertRuleVariables {
  /** The rule to remove. */
  ruleId: string;
}

/** Options of {@link useDeleteIotAlertRule}. */
export type UseDeleteIotAlertRuleOptions = OperationMutationOptions<void, DeleteIotAlertRuleVariables>;

/** Mutation for deleteIotAlertRule (DELETE /v2/fleet/rules/{ruleId}); the alerts it raised stay. */
export function useDeleteIotAlertRule(
  options?: UseDeleteIotAlertRuleOptions,
): UseMutationResult<void, ApiError, DeleteIotAlertRuleVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['deleteIotAlertRule'],
    mutationFn: ({ ruleId }) => deleteIotAlertRule(client, ruleId),
  });
}
