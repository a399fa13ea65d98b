import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type CreateIotAlertRuleBody,
  type CreateIotAlertRuleData,
  createIotAlertRule,
} from '../../operations/create-iot-alert-rule';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Options of {@link useCreateIotAlertRule}. */
export type UseCreateIotAlertRuleOptions = OperationMutationOptions<
  CreateIotAlertRuleData,
  CreateIotAlertRuleBody
>;

/** Mutation for createIotAlertRule (POST /v2/fleet/rules): `mutateAsync({ name, kind, metric, ... })`. */
export function useCreateIotAlertRule(
  options?: UseCreateIotAlertRuleOptions,
): UseMutationResult<CreateIotAlertRuleData, ApiError, CreateIotAlertRuleBody> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['createIotAlertRule'],
    mutationFn: (body) => createIotAlertRule(client, body),
  });
}
