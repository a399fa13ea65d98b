// The devices a rule may watch alone: the acting business's own fleet, by name.
import { useApiClient } from '@robomarket/api-client/react';
import { useQuery } from '@tanstack/react-query';

/**
 * The acting business's devices (first 100) as the rule editor offers them. Read with the typed client
 * directly: the fleet's own list hook belongs to the fleet pages, and features do not import each other.
 */
export function useRuleDevices() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['fleet', 'maintenance', 'rule-devices'],
    queryFn: async ({ signal }) => {
      const { data } = await client.GET('/v2/fleet/devices', {
        params: { query: { side: 'OWNED', limit: 100 } },
        signal,
      });
      return (data?.devices ?? []).map((device) => ({ id: device.id, name: device.name }));
    },
  });
}
