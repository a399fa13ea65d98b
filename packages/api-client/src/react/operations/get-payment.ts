import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { getPayment } from '../../operations/get-payment';
import { useApiClient } from '../api-client-context';
import { paymentKeys } from './query-keys';

/** getPayment for this id (the checkout page's amount and status). */
export function getPaymentQueryOptions(client: ApiClient, paymentId: string) {
  return queryOptions({
    queryKey: paymentKeys.detail(paymentId),
    queryFn: ({ signal }) => getPayment(client, paymentId, signal),
  });
}

/** The payment with this id. */
export function useGetPayment(paymentId: string) {
  return useQuery(getPaymentQueryOptions(useApiClient(), paymentId));
}
