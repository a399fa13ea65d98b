import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type ResolveIotAlertData, resolveIotAlert } from '../../operations/resolve-iot-alert';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useResolveIotAlert}. */
export interface ResolveIotAlertVariables {
  /** The alert. */
  alertId: string;
}

/** Options of {@link useResolveIotAlert}. */
export type UseResolveIotAlertOptions = OperationMutationOptions<
  ResolveIotAlertData,
  ResolveIotAlertVariables
>;

/** Mutation for resolveIotAlert (POST /v2/fleet/alerts/{alertId}/resolve): the alert comes back RESOLVED. */
export function useResolveIotAlert(
  options?: UseResolveIotAlertOptions,
): UseMutationResult<ResolveIotAlertData, ApiError, ResolveIotAlertVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['resolveIotAlert'],
    mutationFn: ({ alertId }) => resolveIotAlert(client, alertId),
  });
}
