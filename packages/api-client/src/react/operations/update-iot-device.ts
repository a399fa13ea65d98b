import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import type { IotDeviceData } from '../../operations/list-workflow-iot-devices';
import { type UpdateIotDeviceBody, updateIotDevice } from '../../operations/update-iot-device';
import { useApiClient } from '../api-client-context';
import { iotDeviceKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useUpdateIotDevice}. */
export interface UpdateIotDeviceVariables {
  /** The device to change. */
  deviceId: string;
  /** Its new name and/or the metrics shared with its seller. */
  body: UpdateIotDeviceBody;
}

/** Options of {@link useUpdateIotDevice}. */
export type UseUpdateIotDeviceOptions = OperationMutationOptions<IotDeviceData, UpdateIotDeviceVariables>;

/** Mutation for updateIotDevice: resolves to the device; writes it into its cache entry and refreshes the lists. */
export function useUpdateIotDevice(
  options?: UseUpdateIotDeviceOptions,
): UseMutationResult<IotDeviceData, ApiError, UpdateIotDeviceVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['updateIotDevice'],
    mutationFn: ({ deviceId, body }) => updateIotDevice(client, deviceId, body),
    onSuccess: async (data, variables, onMutateResult, context) => {
      queryClient.setQueryData(iotDeviceKeys.detail(data.id), data);
      await queryClient.invalidateQueries({ queryKey: iotDeviceKeys.lists() });
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
