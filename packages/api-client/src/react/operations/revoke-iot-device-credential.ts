import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import type { IotDeviceData } from '../../operations/list-workflow-iot-devices';
import { revokeIotDeviceCredential } from '../../operations/revoke-iot-device-credential';
import { useApiClient } from '../api-client-context';
import { iotDeviceKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Options of {@link useRevokeIotDeviceCredential}. */
export type UseRevokeIotDeviceCredentialOptions = OperationMutationOptions<IotDeviceData, string>;

/** Mutation for revokeIotDeviceCredential: `mutate(deviceId)` resolves to the device, its credential REVOKED. */
export function useRevokeIotDeviceCredential(
  options?: UseRevokeIotDeviceCredentialOptions,
): UseMutationResult<IotDeviceData, ApiError, string> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['revokeIotDeviceCredential'],
    mutationFn: (deviceId) => revokeIotDeviceCredential(client, deviceId),
    onSuccess: async (data, variables, onMutateResult, context) => {
      queryClient.setQueryData(iotDeviceKeys.detail(data.id), data);
      await queryClient.invalidateQueries({ queryKey: iotDeviceKeys.lists() });
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
