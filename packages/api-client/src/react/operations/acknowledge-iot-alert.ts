import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type AcknowledgeIotAlertData, acknowledgeIotAlert } from '../../operations/acknowledge-iot-alert';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useAcknowledgeIotAlert}. */
export interface AcknowledgeIotAlertVariables {
  /** The alert. */
  alertId: string;
}

/** Options of {@link useAcknowledgeIotAlert}. */
export type UseAcknowledgeIotAlertOptions = OperationMutationOptions<
  AcknowledgeIotAlertData,
  AcknowledgeIotAlertVariables
>;

/** Mutation for acknowledgeIotAlert (POST /v2/fleet/alerts/{alertId}/acknowledge): the alert comes back ACKNOWLEDGED. */
export function useAcknowledgeIotAlert(
  options?: UseAcknowledgeIotAlertOptions,
): UseMutationResult<AcknowledgeIotAlertData, ApiError, AcknowledgeIotAlertVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['acknowledgeIotAlert'],
    mutationFn: ({ alertId }) => acknowledgeIotAlert(client, alertId),
  });
}
