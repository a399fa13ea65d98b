// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createClient,
  iotDeviceEventsUrl,
  parseIotDeviceEvent,
  subscribeIotDeviceEvents,
} from '../src/index';
import { ApiClientProvider, useIotDeviceEvents } from '../src/react/index';
import { fakeEventSources } from './support/fake-event-source';
import { BASE_URL } from './support/server';

const deviceId = '11111111-1111-4111-8111-111111111111';
const otherDevice = '22222222-2222-4222-8222-222222222222';
const device = {
  id: deviceId,
  workflowId: '33333333-3333-4333-8333-333333333333',
  workflowTitle: 'Warehouse robots',
  name: 'Unit 1',
  serialNumber: 'SN-1',
  model: 'RM-100',
  productId: null,
  productName: null,
  ownerBusinessId: null,
  ownerName: 'Acme',
  sellerName: 'Robo Co',
  status: 'ONLINE',
  battery: 80,
  lastSeenAt: '2026-11-27T10:00:00.000Z',
  credentialStatus: 'ACTIVE',
  credentialIssuedAt: '2026-11-27T09:00:00.000Z',
  sharedMetrics: ['battery'],
  viewer: 'OWNER',
  createdAt: '2026-11-27T09:00:00.000Z',
};
const points = {
  deviceId,
  metrics: [{ name: 'battery', value: 80, unit: '%', recordedAt: '2026-11-27T10:00:00.000Z' }],
};
const alert = {
  id: '44444444-4444-4444-8444-444444444444',
  deviceId,
  deviceName: 'Unit 1',
  ruleId: null,
  ruleName: 'Battery low',
  kind: 'BELOW',
  severity: 'WARNING',
  status: 'OPEN',
  message: 'Battery below 15 %',
  value: 12,
  raisedAt: '2026-11-27T10:00:00.000Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
  resolvedAt: null,
  resolvedBy: null,
};

describe('parseIotDeviceEvent', () => {
  it('types the contract’s events and refuses anything else', () => {
    expect(parseIotDeviceEvent('device', JSON.stringify(device))).toEqual({ event: 'device', data: device });
    expect(parseIotDeviceEvent('points', JSON.stringify(points))).toEqual({ event: 'points', data: points });
    expect(parseIotDeviceEvent('alert', JSON.stringify(alert))).toEqual({ event: 'alert', data: alert });
    expect(parseIotDeviceEvent('points', '{not json')).toBeNull();
    expect(
      parseIotDeviceEvent('points', JSON.stringify({ deviceId, metrics: [{ name: 'x', value: '1' }] })),
    ).toBeNull();
    expect(parseIotDeviceEvent('device', '[]')).toBeNull();
    expect(parseIotDeviceEvent('presence', JSON.stringify(device))).toBeNull();
  });
});

describe('subscribeIotDeviceEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the device’s stream and hands each parsed event of that device to its handler', () => {
    const fake = fakeEventSources();
    const onDevice = vi.fn();
    const onPoints = vi.fn();
    const onAlert = vi.fn();
    const onEvent = vi.fn();
    const stop = subscribeIotDeviceEvents(
      deviceId,
      { onDevice, onPoints, onAlert, onEvent },
      { baseUrl: 'https://api.example.test/', createEventSource: fake.create },
    );
    // Another origin than the page's: the stream sends its cookie.
    expect(fake.latest().url).toBe(`https://api.example.test/v2/fleet/devices/${deviceId}/events`);
    expect(fake.latest().withCredentials).toBe(true);
    fake.latest().open();
    fake.latest().emit('device', device);
    fake.latest().emit('points', points);
    fake.latest().emit('alert', alert);
    fake.latest().emit('points', { ...points, deviceId: otherDevice });
    fake.latest().emit('points', 'not json');
    expect(onDevice).toHaveBeenCalledExactlyOnceWith(device);
    expect(onPoints).toHaveBeenCalledExactlyOnceWith(points);
    expect(onAlert).toHaveBeenCalledExactlyOnceWith(alert);
    expect(onEvent).toHaveBeenCalledTimes(3);
    stop();
    fake.latest().emit('points', points);
    expect(onPoints).toHaveBeenCalledTimes(1);
    expect(iotDeviceEventsUrl('a b')).toBe('/v2/fleet/devices/a%20b/events');
  });

  it('reconnects on the shared back-off and tells the caller to reload', () => {
    const fake = fakeEventSources();
    const onReconnect = vi.fn();
    const onDisconnect = vi.fn();
    const stop = subscribeIotDeviceEvents(
      deviceId,
      { onReconnect, onDisconnect },
      { createEventSource: fake.create, random: () => 0.999999 },
    );
    fake.latest().open();
    fake.latest().fail();
    expect(onDisconnect).toHaveBeenLastCalledWith(1000);
    vi.advanceTimersByTime(1000);
    expect(fake.sources).toHaveLength(2);
    fake.latest().open();
    expect(onReconnect).toHaveBeenCalledOnce();
    stop();
  });

  it('refreshes and reconnects on token_expired, and stops for good on access_revoked', async () => {
    const fake = fakeEventSources();
    const onEnd = vi.fn();
    const refresh = vi.fn(async () => {});
    const stop = subscribeIotDeviceEvents(
      deviceId,
      { onEnd },
      { createEventSource: fake.create, refresh, random: () => 0 },
    );
    fake.latest().open();
    fake.latest().emit('end', { code: 'token_expired', message: 'expired' });
    await vi.runAllTimersAsync();
    expect(refresh).toHaveBeenCalledOnce();
    expect(fake.sources).toHaveLength(2);
    fake.latest().open();
    fake.latest().emit('end', { code: 'access_revoked', message: 'You no longer have access' });
    expect(onEnd).toHaveBeenCalledExactlyOnceWith({
      code: 'access_revoked',
      message: 'You no longer have access',
    });
    await vi.runAllTimersAsync();
    expect(fake.sources).toHaveLength(2);
    stop();
  });
});

describe('useIotDeviceEvents', () => {
  afterEach(() => {
    cleanup();
  });

  it('holds the device as it changes, hands on points and alerts, and closes on unmount', () => {
    const fake = fakeEventSources();
    const queryClient = new QueryClient();
    const apiClient = createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    const onPoints = vi.fn();
    const onAlert = vi.fn();
    const { result, unmount } = renderHook(
      () => useIotDeviceEvents(deviceId, { createEventSource: fake.create, onPoints, onAlert }),
      { wrapper },
    );
    const source = fake.latest();
    expect(source.url).toBe(`${BASE_URL}/v2/fleet/devices/${deviceId}/events`);
    expect(result.current).toEqual({ device: null, connected: false, ended: null });
    act(() => source.open());
    expect(result.current.connected).toBe(true);
    act(() => source.emit('device', device));
    expect(result.current.device).toEqual(device);
    act(() => source.emit('device', { ...device, status: 'ALERT', battery: 12 }));
    expect(result.current.device).toMatchObject({ status: 'ALERT', battery: 12 });
    act(() => {
      source.emit('points', points);
      source.emit('alert', alert);
    });
    expect(onPoints).toHaveBeenCalledExactlyOnceWith(points);
    expect(onAlert).toHaveBeenCalledExactlyOnceWith(alert);
    act(() => source.emit('end', { code: 'access_revoked', message: 'You no longer have access' }));
    expect(result.current).toMatchObject({ connected: false, ended: { code: 'access_revoked' } });
    unmount();
    expect(source.closed).toBe(true);
  });
});
