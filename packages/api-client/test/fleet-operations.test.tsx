// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type components,
  createClient,
  getIotSeries,
  listIotDevices,
  registerIotDevice,
  revokeIotDeviceCredential,
  rotateIotDeviceCredential,
  updateIotDevice,
} from '../src/index';
import {
  ApiClientProvider,
  iotDeviceKeys,
  useRegisterIotDevice,
  useUpdateIotDevice,
} from '../src/react/index';
import { BASE_URL, mockOperation, server } from './support/server';

type Schemas = components['schemas'];

afterEach(cleanup);

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
const workflowId = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const deviceId = 'd3f1c2b4-7a6e-4c1d-9b8a-000000000001';
const CREDENTIAL = 'dev_3q2X9vB7kLmN0pQrStUvWxYz1a2b3c4d5e6f7g8h9iJ';
const device: Schemas['IotDevice'] = {
  id: deviceId,
  workflowId,
  workflowTitle: 'Movers',
  name: 'Mover 1',
  serialNumber: 'PX-1',
  model: 'PX-500',
  productId: null,
  productName: null,
  ownerBusinessId: null,
  ownerName: 'Ada Buyer',
  sellerName: 'Grace Robotics',
  status: 'NEVER_SEEN',
  battery: null,
  lastSeenAt: null,
  credentialStatus: 'ACTIVE',
  credentialIssuedAt: '2026-03-01T09:00:00Z',
  sharedMetrics: [],
  viewer: 'OWNER',
  createdAt: '2026-03-01T09:00:00Z',
};

describe('fleet fetchers', () => {
  it('registerIotDevice posts the unit on the workflow and resolves to the device and its credential', async () => {
    server.use(
      mockOperation('post', '/v2/workflows/{id}/iot/register', async ({ request, params }) => {
        expect(params.id).toBe(workflowId);
        expect(await request.json()).toEqual({ serialNumber: 'PX-1', model: 'PX-500' });
        return HttpResponse.json({ device, credential: CREDENTIAL }, { status: 201 });
      }),
    );
    const registered = await registerIotDevice(client(), workflowId, {
      serialNumber: 'PX-1',
      model: 'PX-500',
    });
    expect(registered.credential).toBe(CREDENTIAL);
  });

  it('listIotDevices sends the side and the status; getIotSeries repeats `metric`', async () => {
    const urls: string[] = [];
    server.use(
      mockOperation('get', '/v2/fleet/devices', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ devices: [device], next_cursor: null });
      }),
      mockOperation('get', '/v2/fleet/devices/{deviceId}/series', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({
          deviceId,
          range: '7d',
          resolution: 'HOUR',
          from: '2026-03-03T12:00:00Z',
          to: '2026-03-10T12:00:00Z',
          series: [],
        });
      }),
    );
    await listIotDevices(client(), { side: 'SOLD', status: 'ALERT' });
    await getIotSeries(client(), deviceId, { metric: ['battery', 'temperature'], range: '7d' });
    expect(new URL(urls[0] ?? '').search).toBe('?side=SOLD&status=ALERT');
    expect(new URL(urls[1] ?? '').search).toBe('?metric=battery&metric=temperature&range=7d');
  });

  it('updateIotDevice patches; rotate posts and revoke deletes the credential', async () => {
    const calls: string[] = [];
    server.use(
      mockOperation('patch', '/v2/fleet/devices/{deviceId}', async ({ request }) => {
        calls.push(`PATCH ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ ...device, sharedMetrics: ['battery'] });
      }),
      mockOperation('post', '/v2/fleet/devices/{deviceId}/credential', () => {
        calls.push('POST');
        return HttpResponse.json({ device, credential: CREDENTIAL });
      }),
      mockOperation('delete', '/v2/fleet/devices/{deviceId}/credential', () => {
        calls.push('DELETE');
        return HttpResponse.json({ ...device, credentialStatus: 'REVOKED' });
      }),
    );
    expect((await updateIotDevice(client(), deviceId, { sharedMetrics: ['battery'] })).sharedMetrics).toEqual(
      ['battery'],
    );
    expect((await rotateIotDeviceCredential(client(), deviceId)).credential).toBe(CREDENTIAL);
    expect((await revokeIotDeviceCredential(client(), deviceId)).credentialStatus).toBe('REVOKED');
    expect(calls).toEqual(['PATCH {"sharedMetrics":["battery"]}', 'POST', 'DELETE']);
  });
});

describe('fleet hooks', () => {
  function wrapper(queryClient: QueryClient) {
    return ({ children }: { children: ReactNode }) => (
      <ApiClientProvider client={client()}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiClientProvider>
    );
  }

  it('a registration refreshes the device lists; an update writes the device into its cache entry', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(iotDeviceKeys.workflow(workflowId), { devices: [], next_cursor: null });
    queryClient.setQueryData(iotDeviceKeys.detail(deviceId), device);
    server.use(
      mockOperation('post', '/v2/workflows/{id}/iot/register', () =>
        HttpResponse.json({ device, credential: CREDENTIAL }, { status: 201 }),
      ),
      mockOperation('patch', '/v2/fleet/devices/{deviceId}', () =>
        HttpResponse.json({ ...device, name: 'Mover A' }),
      ),
    );
    const register = renderHook(() => useRegisterIotDevice(), { wrapper: wrapper(queryClient) });
    await register.result.current.mutateAsync({
      workflowId,
      body: { serialNumber: 'PX-1', model: 'PX-500' },
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(iotDeviceKeys.workflow(workflowId))?.isInvalidated).toBe(true),
    );
    const update = renderHook(() => useUpdateIotDevice(), { wrapper: wrapper(queryClient) });
    await update.result.current.mutateAsync({ deviceId, body: { name: 'Mover A' } });
    expect(queryClient.getQueryData<Schemas['IotDevice']>(iotDeviceKeys.detail(deviceId))?.name).toBe(
      'Mover A',
    );
  });
});
