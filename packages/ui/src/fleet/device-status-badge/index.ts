export type { DeviceStatusBadgeProps } from './device-status-badge';
export { DeviceStatusBadge, deviceStatusText } from './device-status-badge';
