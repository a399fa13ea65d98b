import { Box, Button, Flex, Link, Text, VisuallyHidden } from '@radix-ui/themes';
import { type IotFleetSide, iotDeviceStatusValues } from '@robomarket/api-client/enums';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { plainLink } from '../../internal/plain-link';
import { SectionError } from '../../internal/section-states';
import { SelectFormField } from '../../internal/select-field';
import { SkeletonRows, scrollFrame, Td, Th, tableStyle } from '../../internal/simple-table';
import { type DeviceLink, type DeviceStatus, type DeviceView, deviceHref } from '../../views/device-view';
import { formatExactTime, formatTimeAgo } from '../../views/time-ago';
import { workflowHref } from '../../views/workflow-view';
import { DeviceStatusBadge, deviceStatusText } from '../device-status-badge';

/** The status filter's value: one status, or ALL. */
export type DeviceStatusFilter = DeviceStatus | 'ALL';

export interface DeviceTableProps {
  /** The devices, newest registration first, as the server pages them. */
  devices?: ReadonlyArray<DeviceView>;
  /** Loading shows skeleton rows; error shows `error` with Try again; ready shows the rows or the empty state. */
  status: 'loading' | 'error' | 'ready';
  /** OWNED: the business's own robots, with the seller; SOLD: those it sold, with their owner. */
  side?: IotFleetSide;
  /** Why loading failed; 'Failed to load robots' when empty. */
  error?: string;
  /** Called by Try again after a failed load. */
  onRetry?: () => void;
  /** The status the list is filtered by; ALL (the default) shows every device. */
  statusFilter?: DeviceStatusFilter;
  /** Called when the user picks another status; the filter is hidden without it. */
  onStatusFilterChange?: (filter: DeviceStatusFilter) => void;
  /** Whether the server has more devices after these; shows Load more. */
  hasMore?: boolean;
  /** Whether the next page is on its way. */
  loadingMore?: boolean;
  /** Called by Load more. */
  onLoadMore?: () => void;
  /** The time "last seen" is measured from; now by default (stories and tests pass a fixed one). */
  now?: Date;
  /** Renders the links to a device and to its deal; defaults to a plain `<a href>`. */
  renderLink?: (link: DeviceLink) => ReactElement;
  /** Where the filter's options are portalled. */
  container?: HTMLElement | null;
}

const FILTER_OPTIONS: ReadonlyArray<{ value: DeviceStatusFilter; label: string }> = [
  { value: 'ALL', label: 'All statuses' },
  ...iotDeviceStatusValues.map((value) => ({ value, label: deviceStatusText(value) })),
];

const nowrap: CSSProperties = { whiteSpace: 'nowrap' };

function batteryText(battery: number | null): string {
  return battery === null ? '—' : `${Math.round(battery)}%`;
}

function DeviceRow({
  device,
  side,
  now,
  renderLink,
}: {
  device: DeviceView;
  side: IotFleetSide;
  now: Date;
  renderLink: (link: DeviceLink) => ReactElement;
}) {
  return (
    <tr>
      <Th scope="row">
        <Link asChild>{renderLink({ href: deviceHref(device.id), children: device.name })}</Link>
        <Text as="div" size="1" color="gray">
          {device.serialNumber}
        </Text>
      </Th>
      <Td>{device.model}</Td>
      <Td>
        <DeviceStatusBadge status={device.status} />
      </Td>
      <Td>
        <span style={nowrap}>{batteryText(device.battery)}</span>
      </Td>
      <Td>
        {device.lastSeenAt === null ? (
          'Never'
        ) : (
          <time dateTime={device.lastSeenAt} title={formatExactTime(device.lastSeenAt)} style={nowrap}>
            {formatTimeAgo(device.lastSeenAt, now)}
          </time>
        )}
      </Td>
      <Td>
        <Link asChild>
          {renderLink({
            href: workflowHref(device.workflowId),
            children: (
              <>
                {device.workflowTitle}
                <VisuallyHidden> (deal)</VisuallyHidden>
              </>
            ),
          })}
        </Link>
      </Td>
      <Td>{side === 'OWNED' ? device.sellerName : device.ownerName}</Td>
    </tr>
  );
}

function Empty({ side, filtered }: { side: IotFleetSide; filtered: boolean }) {
  if (filtered)
    return <EmptyState title="No robots with this status" text="Choose another status to see more." />;
  if (side === 'SOLD')
    return (
      <EmptyState
        title="No robots sold yet"
        text="Robots appear here once you register the units of an order you sold."
      />
    );
  return (
    <EmptyState
      title="No robots yet"
      text="Devices appear here once a seller registers the units of an order you placed."
    />
  );
}

/**
 * A business's robots: Name (a link to the device page, with its serial number), Model, Status, Battery,
 * Last seen (relative, the exact time on hover), the Deal it came from (a link to the workflow) and the
 * Seller (OWNED) or Owner (SOLD); a status filter; skeleton rows while loading, 'No robots yet' when there
 * are none, the failure with Try again, and Load more while the server has more.
 */
export function DeviceTable({
  devices = [],
  status,
  side = 'OWNED',
  error,
  onRetry,
  statusFilter = 'ALL',
  onStatusFilterChange,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  now = new Date(),
  renderLink = plainLink,
  container,
}: DeviceTableProps) {
  const filter = onStatusFilterChange && (
    <Box maxWidth="220px">
      <SelectFormField
        id={`device-status-filter-${side.toLowerCase()}`}
        label="Status"
        problem={undefined}
        value={statusFilter}
        options={FILTER_OPTIONS}
        onValueChange={onStatusFilterChange}
        container={container}
      />
    </Box>
  );
  let body: ReactNode;
  if (status === 'error') {
    body = (
      <SectionError
        message={error?.trim() || 'Failed to load robots'}
        onRetry={onRetry}
        retryLabel="Try again"
      />
    );
  } else if (status === 'ready' && devices.length === 0) {
    body = <Empty side={side} filtered={statusFilter !== 'ALL'} />;
  } else {
    const loading = status === 'loading';
    const label = side === 'OWNED' ? 'Robots' : 'Robots sold';
    body = (
      <>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls on a narrow screen must be reachable by keyboard. */}
        <section aria-label={label} tabIndex={0} {...scrollFrame}>
          <table style={tableStyle} aria-busy={loading}>
            <VisuallyHidden asChild>
              <caption>{label}</caption>
            </VisuallyHidden>
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Model</Th>
                <Th>Status</Th>
                <Th>Battery</Th>
                <Th>Last seen</Th>
                <Th>Deal</Th>
                <Th>{side === 'OWNED' ? 'Seller' : 'Owner'}</Th>
              </tr>
            </thead>
            <tbody>
              {loading ? (
                <SkeletonRows widths={[140, 120, 72, 48, 96, 140, 120]} />
              ) : (
                devices.map((device) => (
                  <DeviceRow key={device.id} device={device} side={side} now={now} renderLink={renderLink} />
                ))
              )}
            </tbody>
          </table>
        </section>
        {loading && (
          <VisuallyHidden>
            <span role="status">Loading robots...</span>
          </VisuallyHidden>
        )}
        {!loading && hasMore && (
          <Box>
            <Button variant="soft" onClick={onLoadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </Box>
        )}
      </>
    );
  }
  return (
    <Flex direction="column" gap="3">
      {filter}
      {body}
    </Flex>
  );
}
