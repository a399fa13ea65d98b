import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type SendContactMessageBody,
  type SendContactMessageData,
  sendContactMessage,
} from '../../operations/send-contact-message';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useSendContactMessage}: the body. */
export type SendContactMessageVariables = SendContactMessageBody;

/** Options of {@link useSendContactMessage}. */
export type UseSendContactMessageOptions = OperationMutationOptions<
  SendContactMessageData,
  SendContactMessageVariables
>;

/** Mutation for sendContactMessage (POST /v2/contact): `mutate({ name, email, message })`; failures are ApiErrors. */
export function useSendContactMessage(
  options?: UseSendContactMessageOptions,
): UseMutationResult<SendContactMessageData, ApiError, SendContactMessageVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['sendContactMessage'],
    mutationFn: (body) => sendContactMessage(client, body),
  });
}
