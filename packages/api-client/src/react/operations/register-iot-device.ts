import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type IotDeviceCredentialData,
  type RegisterIotDeviceBody,
  registerIotDevice,
} from '../../operations/register-iot-device';
import { useApiClient } from '../api-client-context';
import { iotDeviceKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useRegisterIotDevice}. */
export interface RegisterIotDeviceVariables {
  /** The workflow whose delivered unit is registered. */
  workflowId: string;
  /** The unit: serial number, model, and optionally its name and product. */
  body: RegisterIotDeviceBody;
}

/** Options of {@link useRegisterIotDevice}. */
export type UseRegisterIotDeviceOptions = OperationMutationOptions<
  IotDeviceCredentialData,
  RegisterIotDeviceVariables
>;

/** Mutation for registerIotDevice: resolves to the device and its credential (shown once); refreshes device lists. */
export function useRegisterIotDevice(
  options?: UseRegisterIotDeviceOptions,
): UseMutationResult<IotDeviceCredentialData, ApiError, RegisterIotDeviceVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['registerIotDevice'],
    mutationFn: ({ workflowId, body }) => registerIotDevice(client, workflowId, body),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await queryClient.invalidateQueries({ queryKey: iotDeviceKeys.lists() });
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
