import type { components } from '@robomarket/api-client';
import { HttpResponse, http } from 'msw';
import { BUSINESS_ID } from './business-fixtures';
import { WORKFLOW_ID } from './workflow-fixtures';

type Schemas = components['schemas'];

export const DEVICE_ID = 'd3f1c2b4-7a6e-4c1d-9b8a-000000000001';

/** A device the signed-in user's business owns, online, unless told. */
export function aDevice(overrides: Partial<Schemas['IotDevice']> = {}): Schemas['IotDevice'] {
  return {
    id: DEVICE_ID,
    workflowId: WORKFLOW_ID,
    workflowTitle: 'Palletising cell for line 4',
    name: 'Palletiser 1',
    serialNumber: 'PX-2026-0001',
    model: 'PX-500',
    productId: null,
    productName: null,
    ownerBusinessId: BUSINESS_ID,
    ownerName: 'Meridian Automation',
    sellerName: 'Demo Robotics Dealer',
    status: 'ONLINE',
    battery: 82,
    lastSeenAt: new Date(Date.now() - 30_000).toISOString(),
    credentialStatus: 'ACTIVE',
    credentialIssuedAt: '2026-03-01T09:00:00Z',
    sharedMetrics: ['battery'],
    viewer: 'OWNER',
    createdAt: '2026-03-01T09:00:00Z',
    ...overrides,
  };
}

/** A membership of BUSINESS_ID with `roles`. */
export const aMembership = (roles: Schemas['BusinessRole'][]): Schemas['Membership'] => ({
  id: '7a1b2c3d-0000-4000-8000-0000000f1ee7',
  business_id: BUSINESS_ID,
  role: roles.includes('ADMIN') ? 'ADMIN' : 'MEMBER',
  roles,
  name: 'Meridian Automation',
  logo_url: null,
});

/** A series set of `metrics` over the last day: a point an hour. */
export function aSeriesSet(metrics: string[], range: Schemas['IotRange'] = '24h'): Schemas['IotSeriesSet'] {
  const to = Date.UTC(2026, 2, 10, 12);
  return {
    deviceId: DEVICE_ID,
    range,
    resolution: 'MINUTE',
    from: new Date(to - 86_400_000).toISOString(),
    to: new Date(to).toISOString(),
    series: metrics.map((metric) => ({
      metric,
      unit: metric === 'battery' ? '%' : null,
      points: [
        { t: new Date(to - 7_200_000).toISOString(), avg: 80, min: 78, max: 83, last: 79, count: 60 },
        { t: new Date(to - 3_600_000).toISOString(), avg: 75, min: 70, max: 77, last: 72, count: 60 },
      ],
    })),
  };
}

/** GET /v2/fleet/devices answering `devices()`, recording each URL. */
export const fleetHandler = (devices: () => Schemas['IotDevice'][], urls: string[] = []) =>
  http.get('*/v2/fleet/devices', ({ request }) => {
    urls.push(request.url);
    return HttpResponse.json({ devices: devices(), next_cursor: null } satisfies Schemas['IotDeviceList']);
  });

/** GET /v2/fleet/devices/:deviceId answering `device()`. */
export const deviceHandler = (device: () => Schemas['IotDevice']) =>
  http.get('*/v2/fleet/devices/:deviceId', () => HttpResponse.json(device()));

/** GET /v2/fleet/devices/:deviceId/series answering the metrics asked for, recording each URL. */
export const seriesHandler = (urls: string[] = []) =>
  http.get('*/v2/fleet/devices/:deviceId/series', ({ request }) => {
    urls.push(request.url);
    const url = new URL(request.url);
    const range = (url.searchParams.get('range') ?? '24h') as Schemas['IotRange'];
    return HttpResponse.json(aSeriesSet(url.searchParams.getAll('metric'), range));
  });
