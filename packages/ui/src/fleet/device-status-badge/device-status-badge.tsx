import { Badge } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import type { DeviceStatus } from '../../views/device-view';

type BadgeColor = NonNullable<ComponentProps<typeof Badge>['color']>;

/** Each status's words and colour; the words carry the meaning, the colour only repeats it. */
const STATUSES: Record<DeviceStatus, { text: string; color: BadgeColor }> = {
  ONLINE: { text: 'Online', color: 'green' },
  OFFLINE: { text: 'Offline', color: 'amber' },
  ALERT: { text: 'Alert', color: 'red' },
  NEVER_SEEN: { text: 'Never seen', color: 'gray' },
};

/** A device status's words: Online, Offline, Alert or Never seen. */
export function deviceStatusText(status: DeviceStatus): string {
  return STATUSES[status].text;
}

export interface DeviceStatusBadgeProps {
  /** The status computed by the server from the last point and the open alerts. */
  status: DeviceStatus;
}

/** A device's status as a badge: Online green, Offline amber, Alert red, Never seen grey. */
export function DeviceStatusBadge({ status }: DeviceStatusBadgeProps) {
  const shown = STATUSES[status];
  return (
    <Badge color={shown.color} variant="soft" highContrast style={{ whiteSpace: 'nowrap' }}>
      {shown.text}
    </Badge>
  );
}
