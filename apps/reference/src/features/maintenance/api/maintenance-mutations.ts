// Alert rules and alerts: the api-client's hooks, with what each change touches refreshed after it.
import {
  iotAlertKeys,
  useAcknowledgeIotAlert,
  useCreateIotAlertRule,
  useDeleteIotAlertRule,
  useResolveIotAlert,
  useUpdateIotAlertRule,
} from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

/** Refetches the rules before the change settles. */
function useRefreshRules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: iotAlertKeys.rules() });
}

/**
 * Refetches every alert list and the fleet's devices (whose status follows their open alerts) before the
 * move settles: `['fleet']` is the prefix of the fleet's keys.
 */
function useRefreshAlerts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['fleet'] });
}

/** createIotAlertRule, then the rules refetched. */
export function useCreateRuleAndRefresh() {
  return useCreateIotAlertRule({ onSettled: useRefreshRules() });
}

/** updateIotAlertRule, then the rules refetched. */
export function useUpdateRuleAndRefresh() {
  return useUpdateIotAlertRule({ onSettled: useRefreshRules() });
}

/** deleteIotAlertRule, then the rules refetched. */
export function useDeleteRuleAndRefresh() {
  return useDeleteIotAlertRule({ onSettled: useRefreshRules() });
}

/** acknowledgeIotAlert, then the alerts and the devices refetched. */
export function useAcknowledgeAlertAndRefresh() {
  return useAcknowledgeIotAlert({ onSettled: useRefreshAlerts() });
}

/** resolveIotAlert, then the alerts and the devices refetched. */
export function useResolveAlertAndRefresh() {
  return useResolveIotAlert({ onSettled: useRefreshAlerts() });
}
