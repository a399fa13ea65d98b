import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type UpdateIotAlertRuleBody,
  type UpdateIotAlertRuleData,
  updateIotAlertRule,
} from '../../operations/update-iot-alert-rule';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useUpdateIotAlertRule}. */
export interface UpdateIotAlertRuleVariables {
  /** The rule to change. */
  ruleId: string;
  /** The whole rule as it should be. */
  body: UpdateIotAlertRuleBody;
}

/** Options of {@link useUpdateIotAlertRule}. */
export type UseUpdateIotAlertRuleOptions = OperationMutationOptions<
  UpdateIotAlertRuleData,
  UpdateIotAlertRuleVariables
>;

/** Mutation for updateIotAlertRule (PUT /v2/fleet/rules/{ruleId}). */
export function useUpdateIotAlertRule(
  options?: UseUpdateIotAlertRuleOptions,
): UseMutationResult<UpdateIotAlertRuleData, ApiError, UpdateIotAlertRuleVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['updateIotAlertRule'],
    mutationFn: ({ ruleId, body }) => updateIotAlertRule(client, ruleId, body),
  });
}
