import { Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import type { IotDeviceStatus, IotFleetSide } from '@robomarket/api-client/enums';
import { iotDeviceStatusValues } from '@robomarket/api-client/enums';
import { useListIotDevices } from '@robomarket/api-client/react';
import { type DeviceStatusFilter, DeviceTable } from '@robomarket/ui';
import { useSearchParams } from 'react-router';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../../../lib/router-link';

/** The words for a failed load without a message of its own. */
const LOAD_FAILED_MESSAGE = 'Failed to load robots';

function FleetTable({ side, status }: { side: IotFleetSide; status: IotDeviceStatus | undefined }) {
  const [, setSearch] = useSearchParams();
  const query = useListIotDevices(status === undefined ? { side } : { side, status });
  const devices = query.data?.pages.flatMap((page) => page.devices) ?? [];
  const failed = query.isError && query.data === undefined;
  return (
    <DeviceTable
      side={side}
      status={query.isPending ? 'loading' : failed ? 'error' : 'ready'}
      devices={devices}
      error={failed ? failureText(query.error, LOAD_FAILED_MESSAGE) : undefined}
      onRetry={() => void query.refetch()}
      statusFilter={status ?? 'ALL'}
      onStatusFilterChange={(next: DeviceStatusFilter) =>
        setSearch(
          (current) => {
            const params = new URLSearchParams(current);
            if (next === 'ALL') params.delete('status');
            else params.set('status', next);
            return params;
          },
          { replace: true },
        )
      }
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      renderLink={renderRouterLink}
    />
  );
}

/**
 * /business/robots/fleet: the robots the acting business owns (bought), and for a selling business a Sold
 * tab with the robots it sold. The tab (`?side=SOLD`) and the status filter (`?status=`) live in the
 * address, so a reload or a shared link shows the same list.
 */
export function FleetScreen({ seller }: { seller: boolean }) {
  const [search, setSearch] = useSearchParams();
  const side: IotFleetSide = seller && search.get('side') === 'SOLD' ? 'SOLD' : 'OWNED';
  const status = iotDeviceStatusValues.find((value) => value === search.get('status'));
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Robots
        </Heading>
        <Text as="p" color="gray">
          Every robot from your deals: its status from its last report, its battery and when it was last seen.
        </Text>
      </Flex>
      {seller ? (
        <Tabs.Root
          value={side}
          onValueChange={(value) =>
            setSearch(
              (current) => {
                const params = new URLSearchParams(current);
                params.delete('status');
                if (value === 'SOLD') params.set('side', 'SOLD');
                else params.delete('side');
                return params;
              },
              { replace: true },
            )
          }
        >
          <Tabs.List>
            <Tabs.Trigger value="OWNED">Owned</Tabs.Trigger>
            <Tabs.Trigger value="SOLD">Sold</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value={side} style={{ paddingTop: 'var(--space-4)' }}>
            <FleetTable key={side} side={side} status={status} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <FleetTable side="OWNED" status={status} />
      )}
    </Flex>
  );
}
