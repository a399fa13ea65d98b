import { Button, Card, DataList, Flex, Heading, Spinner, Text, Link as ThemeLink } from '@radix-ui/themes';
import { ApiError } from '@robomarket/api-client';
import type { IotRange } from '@robomarket/api-client/enums';
import {
  useGetIotDevice,
  useGetIotSeries,
  useRevokeIotDeviceCredential,
  useRotateIotDeviceCredential,
  useUpdateIotDevice,
} from '@robomarket/api-client/react';
import {
  DeviceCredentialDialog,
  DeviceSharingForm,
  DeviceStatusBadge,
  formatExactTime,
  formatTimeAgo,
  MetricChartPanel,
  PageMessage,
  WELL_KNOWN_METRICS,
  workflowHref,
} from '@robomarket/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../../../lib/failure-text';
import { useIotDeviceEvents } from '../../lib/use-iot-device-events';

/** What the acting member may do with a device it owns (by its roles in the owning business). */
interface DeviceRights {
  /** ADMIN: rotate and revoke the credential. */
  manageCredential: boolean;
  /** ADMIN or PURCHASER: choose the metrics shared with the seller. */
  share: boolean;
}

type Device = NonNullable<ReturnType<typeof useGetIotDevice>['data']>;

function DeviceHeader({ device }: { device: Device }) {
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {device.name}
        </Heading>
        <DeviceStatusBadge status={device.status} />
      </Flex>
      <Card size="2">
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
          <DataList.Item>
            <DataList.Label>Model</DataList.Label>
            <DataList.Value>{device.model}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Serial number</DataList.Label>
            <DataList.Value>{device.serialNumber}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Battery</DataList.Label>
            <DataList.Value>
              {device.battery === null ? 'No reading yet' : `${Math.round(device.battery)}%`}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Last seen</DataList.Label>
            <DataList.Value>
              {device.lastSeenAt === null ? (
                'Never'
              ) : (
                <time dateTime={device.lastSeenAt} title={formatExactTime(device.lastSeenAt)}>
                  {formatTimeAgo(device.lastSeenAt, new Date())}
                </time>
              )}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Deal</DataList.Label>
            <DataList.Value>
              <ThemeLink asChild>
                <Link to={workflowHref(device.workflowId)}>{device.workflowTitle}</Link>
              </ThemeLink>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{device.viewer === 'OWNER' ? 'Seller' : 'Owner'}</DataList.Label>
            <DataList.Value>
              {device.viewer === 'OWNER' ? device.sellerName : device.ownerName}
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
    </Flex>
  );
}

function DeviceCharts({ device }: { device: Device }) {
  // A seller reads only what the owner shares; the owner picks from every well-known metric.
  const offered = device.viewer === 'OWNER' ? WELL_KNOWN_METRICS : device.sharedMetrics;
  const [range, setRange] = useState<IotRange>('24h');
  const [selected, setSelected] = useState<string[]>(() => offered.slice(0, 1));
  const query = useGetIotSeries(device.id, { metric: selected, range }, { enabled: selected.length > 0 });
  if (offered.length === 0)
    return (
      <Card size="2">
        <Text as="p" size="2">
          The owner shares no metrics with you, so there is no chart to show.
        </Text>
      </Card>
    );
  const failed = query.isError && query.data === undefined;
  return (
    <MetricChartPanel
      status={query.isPending ? 'loading' : failed ? 'error' : 'ready'}
      series={query.data}
      error={failed ? failureText(query.error, 'Failed to load the chart') : undefined}
      onRetry={() => void query.refetch()}
      range={range}
      onRangeChange={setRange}
      metrics={offered}
      selected={selected}
      onSelectedChange={setSelected}
    />
  );
}

function OwnerControls({ device, rights }: { device: Device; rights: DeviceRights }) {
  const rotate = useRotateIotDeviceCredential();
  const revoke = useRevokeIotDeviceCredential();
  const update = useUpdateIotDevice();
  return (
    <>
      {rights.manageCredential && (
        <DeviceCredentialDialog
          deviceName={device.name}
          credentialStatus={device.credentialStatus}
          credentialIssuedAt={device.credentialIssuedAt}
          onRotate={() => rotate.mutateAsync(device.id)}
          onRevoke={() => revoke.mutateAsync(device.id)}
        />
      )}
      <DeviceSharingForm
        sellerName={device.sellerName}
        metrics={WELL_KNOWN_METRICS}
        shared={device.sharedMetrics}
        onSave={
          rights.share
            ? (sharedMetrics) => update.mutateAsync({ deviceId: device.id, body: { sharedMetrics } })
            : undefined
        }
      />
    </>
  );
}

/** Whether a failed device load means there is no such device for this user (404, or no valid id: 400). */
export const isDeviceMissing = (error: unknown) =>
  error instanceof ApiError && [400, 404].includes(error.status);

/**
 * /business/robots/devices/:deviceId: the device's header (status, battery, last seen, the deal), its chart
 * panel, and for the owner the credential (ADMIN) and what is shared with the seller; the seller reads the
 * shared metrics only. Kept live by useIotDeviceEvents.
 */
export function DeviceScreen({ deviceId, rights }: { deviceId: string; rights: DeviceRights }) {
  const query = useGetIotDevice(deviceId);
  useIotDeviceEvents(deviceId, { enabled: query.isSuccess });
  if (query.isPending)
    return (
      <Flex align="center" gap="2" py="6">
        <Spinner aria-hidden />
        <Text role="status" color="gray">
          Loading robot...
        </Text>
      </Flex>
    );
  if (query.isError && query.data === undefined) {
    if (isDeviceMissing(query.error))
      return (
        <PageMessage title="Robot not found" text="There is no such robot, or it is not yours to see.">
          <Button asChild>
            <Link to="/business/robots/fleet">Back to your robots</Link>
          </Button>
        </PageMessage>
      );
    return (
      <PageMessage
        alert
        title="Error loading robot"
        text={failureText(query.error, 'Failed to load the robot')}
      >
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </PageMessage>
    );
  }
  const device = query.data;
  if (!device) return null;
  return (
    <Flex direction="column" gap="5">
      <DeviceHeader device={device} />
      <DeviceCharts device={device} />
      {device.viewer === 'OWNER' ? (
        <OwnerControls device={device} rights={rights} />
      ) : (
        <DeviceSharingForm
          sellerName={device.sellerName}
          metrics={device.sharedMetrics}
          shared={device.sharedMetrics}
        />
      )}
    </Flex>
  );
}
