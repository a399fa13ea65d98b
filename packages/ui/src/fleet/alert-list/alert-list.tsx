import { Badge, Button, Flex, RadioGroup, Text } from '@radix-ui/themes';
import { type IotAlertStatus, type IotSeverity, iotAlertStatusValues } from '@robomarket/api-client/enums';
import { type ReactElement, type ReactNode, useState } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { ListLoading, ListSection } from '../../internal/membership-views';
import { plainLink } from '../../internal/plain-link';
import { SectionError } from '../../internal/section-states';
import { SimpleTable, Td, Th } from '../../internal/simple-table';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { type AlertView, relativeTime } from '../../views/alert-view';

const SEVERITY: Record<IotSeverity, { label: string; color: 'amber' | 'red' }> = {
  WARNING: { label: 'Warning', color: 'amber' },
  CRITICAL: { label: 'Critical', color: 'red' },
};

const STATUS: Record<IotAlertStatus, { label: string; color: 'red' | 'amber' | 'gray' }> = {
  OPEN: { label: 'Open', color: 'red' },
  ACKNOWLEDGED: { label: 'Acknowledged', color: 'amber' },
  RESOLVED: { label: 'Resolved', color: 'gray' },
};

export interface AlertListProps {
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the alerts. */
  status: 'loading' | 'error' | 'ready';
  /** The alerts of the chosen status, newest first. */
  alerts?: ReadonlyArray<AlertView>;
  /** Why loading failed; 'Failed to load alerts' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry?: () => void;
  /** The status shown: Open, Acknowledged or Resolved. */
  filter: IotAlertStatus;
  /** Told the status chosen in the filter. */
  onFilterChange: (filter: IotAlertStatus) => void;
  /** Members who may act (not a VIEWER) see Acknowledge and Resolve. */
  canAct: boolean;
  /** Acknowledges an OPEN alert. Reject with an `Error` to show its message on the row. */
  onAcknowledge: (alert: AlertView) => Promise<unknown>;
  /** Resolves an OPEN or ACKNOWLEDGED alert. Reject with an `Error` to show its message on the row. */
  onResolve: (alert: AlertView) => Promise<unknown>;
  /** The device page of an alert's device; the name is plain text without it. */
  deviceHref?: (deviceId: string) => string;
  /** Renders a link; a plain `<a href>` by default (an app passes its router's Link). */
  renderLink?: (props: { href: string; children: ReactNode }) => ReactElement;
  /** The moment "raised" is counted from; now by default (stories fix it). */
  now?: Date;
  /** Level of the section's heading. */
  headingLevel?: 2 | 3;
}

/**
 * The alerts raised on a business's robots (ADR 0100): severity, device, message, when raised (relative),
 * status, and Acknowledge / Resolve for members who may act; a filter by status (Open, Acknowledged,
 * Resolved); loading, "No alerts" and a load failure with Try Again.
 */
export function AlertList({
  status,
  alerts = [],
  error,
  onRetry,
  filter,
  onFilterChange,
  canAct,
  onAcknowledge,
  onResolve,
  deviceHref,
  renderLink = plainLink,
  now,
  headingLevel = 2,
}: AlertListProps) {
  let body: ReactNode;
  if (status === 'loading') body = <ListLoading label="Loading alerts..." />;
  else if (status === 'error') {
    body = <SectionError message={error?.trim() || 'Failed to load alerts'} onRetry={onRetry} />;
  } else if (alerts.length === 0) {
    body = (
      <EmptyState
        title="No alerts"
        text={`No ${STATUS[filter].label.toLowerCase()} alert on your robots. Rules below decide what raises one.`}
      />
    );
  } else {
    body = (
      <SimpleTable caption={`${STATUS[filter].label} alerts`}>
        <thead>
          <tr>
            <Th>Severity</Th>
            <Th>Device</Th>
            <Th>Message</Th>
            <Th>Raised</Th>
            <Th>Status</Th>
            {canAct && filter !== 'RESOLVED' && <Th>Actions</Th>}
          </tr>
        </thead>
        <tbody>
          {alerts.map((alert) => (
            <AlertRow
              key={alert.id}
              alert={alert}
              canAct={canAct && filter !== 'RESOLVED'}
              onAcknowledge={onAcknowledge}
              onResolve={onResolve}
              deviceHref={deviceHref}
              renderLink={renderLink}
              now={now}
            />
          ))}
        </tbody>
      </SimpleTable>
    );
  }
  return (
    <ListSection title="Alerts" headingLevel={headingLevel} status={status}>
      <RadioGroup.Root
        value={filter}
        onValueChange={(value) => {
          const chosen = iotAlertStatusValues.find((status) => status === value);
          if (chosen) onFilterChange(chosen);
        }}
        aria-label="Show alerts"
      >
        <Flex gap="4" wrap="wrap">
          {iotAlertStatusValues.map((value) => (
            <RadioGroup.Item key={value} value={value}>
              {STATUS[value].label}
            </RadioGroup.Item>
          ))}
        </Flex>
      </RadioGroup.Root>
      {body}
    </ListSection>
  );
}

interface AlertRowProps {
  alert: AlertView;
  canAct: boolean;
  onAcknowledge: AlertListProps['onAcknowledge'];
  onResolve: AlertListProps['onResolve'];
  deviceHref: AlertListProps['deviceHref'];
  renderLink: NonNullable<AlertListProps['renderLink']>;
  now: Date | undefined;
}

function AlertRow({ alert, canAct, onAcknowledge, onResolve, deviceHref, renderLink, now }: AlertRowProps) {
  const { busy, error, run } = useAsyncSubmit({ fallbackError: 'Failed to update the alert' });
  const [moving, setMoving] = useState<'acknowledge' | 'resolve' | null>(null);
  const severity = SEVERITY[alert.severity];
  const shown = STATUS[alert.status];
  const act = (move: 'acknowledge' | 'resolve') => async () => {
    setMoving(move);
    await run(() => (move === 'acknowledge' ? onAcknowledge(alert) : onResolve(alert)));
    setMoving(null);
  };
  const who =
    alert.status === 'RESOLVED'
      ? alert.resolvedBy
        ? `by ${alert.resolvedBy}`
        : 'condition cleared'
      : alert.status === 'ACKNOWLEDGED' && alert.acknowledgedBy
        ? `by ${alert.acknowledgedBy}`
        : null;
  return (
    <tr>
      <Td>
        <Badge color={severity.color} variant="soft" highContrast>
          {severity.label}
        </Badge>
      </Td>
      <Td>
        {deviceHref
          ? renderLink({ href: deviceHref(alert.deviceId), children: alert.deviceName })
          : alert.deviceName}
      </Td>
      <Td>
        <Flex direction="column" gap="1">
          <Text weight="medium">{alert.ruleName}</Text>
          <Text color="gray">{alert.message}</Text>
          {error && <FormErrorCallout message={error} />}
        </Flex>
      </Td>
      <Td>
        <time dateTime={alert.raisedAt} title={alert.raisedAt}>
          {relativeTime(alert.raisedAt, now)}
        </time>
      </Td>
      <Td>
        <Flex direction="column" gap="1" align="start">
          <Badge color={shown.color} variant="soft" highContrast>
            {shown.label}
          </Badge>
          {who && (
            <Text size="1" color="gray">
              {who}
            </Text>
          )}
        </Flex>
      </Td>
      {canAct && (
        <Td>
          <Flex gap="2" wrap="wrap">
            {alert.status === 'OPEN' && (
              <Button
                size="1"
                variant="soft"
                disabled={busy}
                aria-label={`Acknowledge ${alert.ruleName} on ${alert.deviceName}`}
                onClick={act('acknowledge')}
              >
                {moving === 'acknowledge' ? 'Acknowledging...' : 'Acknowledge'}
              </Button>
            )}
            {alert.status !== 'RESOLVED' && (
              <Button
                size="1"
                variant="soft"
                color="green"
                highContrast
                disabled={busy}
                aria-label={`Resolve ${alert.ruleName} on ${alert.deviceName}`}
                onClick={act('resolve')}
              >
                {moving === 'resolve' ? 'Resolving...' : 'Resolve'}
              </Button>
            )}
          </Flex>
        </Td>
      )}
    </tr>
  );
}
