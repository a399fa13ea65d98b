import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import type { IotDeviceCredentialData } from '../../operations/register-iot-device';
import { rotateIotDeviceCredential } from '../../operations/rotate-iot-device-credential';
import { useApiClient } from '../api-client-context';
import { iotDeviceKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Options of {@link useRotateIotDeviceCredential}. */
export type UseRotateIotDeviceCredentialOptions = OperationMutationOptions<IotDeviceCredentialData, string>;

/** Mutation for rotateIotDeviceCredential: `mutate(deviceId)` resolves to the device and its new credential. */
export function useRotateIotDeviceCredential(
  options?: UseRotateIotDeviceCredentialOptions,
): UseMutationResult<IotDeviceCredentialData, ApiError, string> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['rotateIotDeviceCredential'],
    mutationFn: (deviceId) => rotateIotDeviceCredential(client, deviceId),
    onSuccess: async (data, variables, onMutateResult, context) => {
      queryClient.setQueryData(iotDeviceKeys.detail(data.device.id), data.device);
      await queryClient.invalidateQueries({ queryKey: iotDeviceKeys.lists() });
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
