import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness } from '../../../test/accounts.ts';
import { createTestApp, useTestApp } from '../../../test/app.ts';
import { insertTestDevice, revokeTestDevice, type TestDevice } from '../../../test/fleet-points.ts';
import { startedWorkflow } from '../../../test/payments.ts';
import type { MqttBroker } from './broker.ts';
import { metricsTopic } from './broker.ts';

// A broker on a free port that re-checks open sessions every 100 ms (30 s by default).
const testApp = useTestApp({ mqttPort: 0, mqttRecheckMs: 100 });
let broker: MqttBroker;
let device: TestDevice;
let other: TestDevice;
const clients: MqttClient[] = [];

const connect = async (username: string, password: string) => {
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, {
    username,
    password,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  return client;
};

/** A client that failed to connect: the CONNACK's refusal. */
const refusal = async (username: string, password: string) => {
  try {
    await connect(username, password);
  } catch (error) {
    return error as Error & { code?: number };
  }
  throw new Error('The broker accepted the connection');
};

const batch = (points: { name: string; value: number; recordedAt?: string }[]) =>
  JSON.stringify({
    metrics: points.map((point) => ({ recordedAt: new Date().toISOString(), ...point })),
  });

const pointsOf = async (deviceId: string) =>
  (
    await testApp.database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM iot_points WHERE device_id = $1',
      [deviceId],
    )
  )[0]?.count ?? 0;

const closed = (client: MqttClient) =>
  new Promise<void>((resolve) => {
    if (!client.connected) return resolve();
    client.once('close', () => resolve());
  });

beforeAll(async () => {
  const mqttBroker = testApp.app.jobContext.services.iot.mqtt;
  if (mqttBroker === undefined) throw new Error('The broker did not start');
  broker = mqttBroker;
  const buyer = await registerBusiness(testApp.app, { company_name: 'Fleet Buyer' });
  const seller = await registerBusiness(testApp.app, { company_name: 'Fleet Seller' });
  const { workflowId } = await startedWorkflow(testApp.app, buyer, seller);
  device = await insertTestDevice(testApp.database.db, workflowId);
  other = await insertTestDevice(testApp.database.db, workflowId);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.endAsync(true)));
});

describe('the embedded MQTT broker', () => {
  it('stores a batch a device publishes to its own topic, as postIotMetrics does', async () => {
    const client = await connect(device.deviceId, device.credential);
    await client.publishAsync(
      metricsTopic(device.deviceId),
      batch([
        { name: 'Battery', value: 80 },
        { name: 'temperature', value: -4.5 },
      ]),
      { qos: 1 },
    );
    await expect.poll(() => pointsOf(device.deviceId)).toBe(2);
    const stored = await testApp.database.db.query<{ metric: string }>(
      'SELECT metric FROM iot_points WHERE device_id = $1 ORDER BY metric',
      [device.deviceId],
    );
    expect(stored.map((row) => row.metric)).toEqual(['battery', 'temperature']);
    await client.endAsync();
  });

  it('refuses a wrong credential, an unknown device and a missing password at connect', async () => {
    expect((await refusal(device.deviceId, `${device.credential}x`)).code).toBe(4);
    expect((await refusal(other.deviceId, device.credential)).code).toBe(4);
    expect((await refusal('not-a-device', device.credential)).code).toBe(4);
    expect((await refusal(crypto.randomUUID(), 'dev_x')).code).toBe(4);
  });

  it("closes a device that publishes to another device's topic, and stores nothing for it", async () => {
    const before = await pointsOf(other.deviceId);
    const client = await connect(device.deviceId, device.credential);
    const gone = closed(client);
    client.publish(metricsTopic(other.deviceId), batch([{ name: 'battery', value: 1 }]), { qos: 1 });
    await gone;
    expect(await pointsOf(other.deviceId)).toBe(before);
  });

  it('grants no subscription', async () => {
    const client = await connect(device.deviceId, device.credential);
    // The SUBACK grants 128 (refused), which the client reports as an error.
    await expect(client.subscribeAsync([metricsTopic(device.deviceId), '#'])).rejects.toThrow(
      /Subscribe error/,
    );
    expect(client.connected).toBe(true);
    await client.endAsync();
  });

  it('drops and counts a batch it refuses, keeping the connection: bad JSON, bad shape, future, non-finite', async () => {
    const client = await connect(device.deviceId, device.credential);
    const before = await pointsOf(device.deviceId);
    const { malformed, refused } = broker.dropped;
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const bad = [
      'not json',
      '{"metrics":[]}',
      JSON.stringify({ metrics: [{ name: 'battery', value: '80', recordedAt: new Date().toISOString() }] }),
      JSON.stringify({
        metrics: [{ name: 'bat\u0000tery', value: 1, recordedAt: new Date().toISOString() }],
      }),
      JSON.stringify({ metrics: [{ name: 'battery', value: 1, recordedAt: '0000-01-01T00:00:00Z' }] }),
      JSON.stringify({
        metrics: [{ name: 'battery', value: 1, unit: '\ud800', recordedAt: new Date().toISOString() }],
      }),
      '{"metrics":[{"name":"battery","value":1e400,"recordedAt":"2026-01-01T00:00:00Z"}]}',
      JSON.stringify({
        metrics: Array.from({ length: 501 }, () => ({ name: 'b', value: 1, recordedAt: future })),
      }),
    ];
    for (const payload of bad) await client.publishAsync(metricsTopic(device.deviceId), payload, { qos: 1 });
    await client.publishAsync(
      metricsTopic(device.deviceId),
      batch([{ name: 'battery', value: 5, recordedAt: future }]),
      {
        qos: 1,
      },
    );
    expect(broker.dropped.malformed).toBe(malformed + bad.length);
    expect(broker.dropped.refused).toBe(refused + 1);
    expect(await pointsOf(device.deviceId)).toBe(before);
    // Still connected: the next good batch is stored.
    expect(client.connected).toBe(true);
    await client.publishAsync(metricsTopic(device.deviceId), batch([{ name: 'uptime', value: 60 }]), {
      qos: 1,
    });
    await expect.poll(() => pointsOf(device.deviceId)).toBe(before + 1);
    await client.endAsync();
  });

  it('closes an open session once its credential is revoked, and refuses it at the next connect', async () => {
    const revoked = await insertTestDevice(testApp.database.db, (await workflowOf(device.deviceId)) ?? '');
    const client = await connect(revoked.deviceId, revoked.credential);
    await client.publishAsync(metricsTopic(revoked.deviceId), batch([{ name: 'battery', value: 50 }]), {
      qos: 1,
    });
    await expect.poll(() => pointsOf(revoked.deviceId)).toBe(1);
    const gone = closed(client);
    await revokeTestDevice(testApp.database.db, revoked.deviceId);
    // Idle: the re-check (every 100 ms here) closes it without waiting for a publish.
    await gone;
    expect((await refusal(revoked.deviceId, revoked.credential)).code).toBe(4);
    expect(await pointsOf(revoked.deviceId)).toBe(1);
  });
});

const workflowOf = async (deviceId: string) =>
  (
    await testApp.database.db.query<{ workflow_id: string }>(
      'SELECT workflow_id FROM iot_devices WHERE id = $1',
      [deviceId],
    )
  )[0]?.workflow_id;

describe('without MQTT_PORT', () => {
  it('starts no broker', async () => {
    const app = await createTestApp();
    try {
      expect(app.app.jobContext.services.iot.mqtt).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
