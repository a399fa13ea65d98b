// What every payment move's hook shares: the `Idempotency-Key` of one user action, and the refresh of what a
// payment move changes. Each user action (one `mutate` call) gets a fresh key unless the caller passes one;
// TanStack's retries of that call reuse it, so a retried payment is never taken twice.
import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys, disputeKeys, paymentKeys, workflowKeys } from './operations/query-keys';
import type { OperationMutationOptions } from './operations/types';

const keys = new WeakMap<object, string>();

/**
 * The key of one action: the caller's, or one made for this variables object and kept with it, so every
 * retry of the same `mutate` call sends the same key and the next call gets a new one.
 */
export function idempotencyKeyOf(variables: { idempotencyKey?: string }): string {
  if (variables.idempotencyKey !== undefined) return variables.idempotencyKey;
  let key = keys.get(variables);
  if (key === undefined) {
    key = crypto.randomUUID();
    keys.set(variables, key);
  }
  return key;
}

/**
 * Refreshes what a payment move changes: the workflow, the workflow lists, the payments, the dashboard, the
 * disputes.
 */
async function refreshAfterPayment(queryClient: QueryClient, workflowId: string | undefined): Promise<void> {
  await Promise.all([
    workflowId === undefined
      ? queryClient.invalidateQueries({ queryKey: workflowKeys.all })
      : queryClient.invalidateQueries({ queryKey: workflowKeys.detail(workflowId) }),
    queryClient.invalidateQueries({ queryKey: workflowKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: disputeKeys.all }),
  ]);
}

/** The options with `onSuccess` refreshing first, then calling the caller's. */
export function refreshing<TData, TVariables>(
  queryClient: QueryClient,
  options: OperationMutationOptions<TData, TVariables> | undefined,
  workflowOf: (data: TData, variables: TVariables) => string | undefined,
): OperationMutationOptions<TData, TVariables> {
  return {
    ...options,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await refreshAfterPayment(queryClient, workflowOf(data, variables));
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  };
}
