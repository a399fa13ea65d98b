export type { DeviceStatusFilter, DeviceTableProps } from './device-table';
export { DeviceTable } from './device-table';
