import type { components } from '@robomarket/api-client';
import type { ReactNode } from 'react';

type IotDevice = components['schemas']['IotDevice'];

/** A device as the fleet pages show it: the contract's IotDevice fields of the same names. */
export type DeviceView = Pick<
  IotDevice,
  | 'id'
  | 'name'
  | 'model'
  | 'serialNumber'
  | 'status'
  | 'battery'
  | 'lastSeenAt'
  | 'workflowId'
  | 'workflowTitle'
  | 'ownerName'
  | 'sellerName'
>;

/** A device's status: NEVER_SEEN, ONLINE, OFFLINE or ALERT. */
export type DeviceStatus = IotDevice['status'];

/** What a link to a device or a deal is made of; the app renders it with its router's Link. */
export interface DeviceLink {
  href: string;
  children: ReactNode;
}

/** The device page of the reference app. */
export const deviceHref = (deviceId: string) => `/business/robots/devices/${encodeURIComponent(deviceId)}`;

/** How the fleet pages name and measure the well-known metrics; any other metric shows as it is named. */
const WELL_KNOWN: Record<string, { label: string; unit: string | null }> = {
  battery: { label: 'Battery', unit: '%' },
  uptime: { label: 'Uptime', unit: 's' },
  operating_hours: { label: 'Operating hours', unit: 'h' },
  position_x: { label: 'Position X', unit: 'm' },
  position_y: { label: 'Position Y', unit: 'm' },
  error_code: { label: 'Error code', unit: null },
  utilisation: { label: 'Utilisation', unit: '%' },
  temperature: { label: 'Temperature', unit: '°C' },
};

/** The well-known metrics' names, in the order the pickers offer them. */
export const WELL_KNOWN_METRICS: readonly string[] = Object.keys(WELL_KNOWN);

/** A metric's label: "Battery" for `battery`, the name itself for another metric. */
export function metricLabel(name: string): string {
  return WELL_KNOWN[name]?.label ?? name;
}

/** A metric's usual unit ("%", "°C"), or null. */
export function metricUnit(name: string): string | null {
  return WELL_KNOWN[name]?.unit ?? null;
}
