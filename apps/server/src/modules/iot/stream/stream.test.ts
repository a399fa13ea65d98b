import type { components } from '@robomarket/api-client/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/app.ts';
import { endOf, type OpenStream, openStream } from '../../../test/event-streams.ts';
import { insertTestDevice, type TestDevice } from '../../../test/fleet-points.ts';
import { startedWorkflow } from '../../../test/payments.ts';
import { businessOf, newColleague, removeMember } from '../../../test/teams.ts';
import { ingestPoints } from '../devices/ingest.ts';
import { publishIotAlert } from './channels.ts';

type IotDevice = components['schemas']['IotDevice'];
type IotPointBatch = components['schemas']['IotPointBatch'];

// Real HTTP, as browsers connect: `inject` cannot hold a response open.
const testApp = useTestApp({ streamPingMs: 150 });
let base: string;
let buyer: Session;
let seller: Session;
let stranger: Session;
let device: TestDevice;
const opened: OpenStream[] = [];

const watch = async (session: Session | undefined, deviceId = device.deviceId, cookie = false) => {
  const headers: Record<string, string> =
    session === undefined
      ? {}
      : cookie
        ? { cookie: `auth-token=${encodeURIComponent(session.access_token)}` }
        : { authorization: `Bearer ${session.access_token}` };
  const stream = await openStream(`${base}/v2/fleet/devices/${deviceId}/events`, headers);
  opened.push(stream);
  return stream;
};

const post = (points: { name: string; value: number }[], deviceId = device.deviceId) =>
  ingestPoints(
    { db: testApp.database.db, now: () => new Date() },
    deviceId,
    points.map((point) => ({ ...point, recordedAt: new Date().toISOString() })),
  );

const pointsEvents = (stream: OpenStream) =>
  stream.events.filter((event) => event.event === 'points').map((event) => event.data as IotPointBatch);

const alert = (deviceId: string) => ({
  id: crypto.randomUUID(),
  deviceId,
  deviceName: 'Unit 1',
  ruleId: crypto.randomUUID(),
  ruleName: 'Battery low',
  kind: 'BELOW' as const,
  severity: 'WARNING' as const,
  status: 'OPEN' as const,
  message: 'battery below 15 for 0 minutes',
  value: 12,
  raisedAt: new Date().toISOString(),
  acknowledgedAt: null,
  acknowledgedBy: null,
  resolvedAt: null,
  resolvedBy: null,
});

beforeAll(async () => {
  base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  buyer = await registerBusiness(testApp.app, { company_name: 'Fleet Owner' });
  seller = await registerBusiness(testApp.app, { company_name: 'Fleet Seller' });
  stranger = await registerBusiness(testApp.app, { company_name: 'Unrelated Fleet' });
  const { workflowId } = await startedWorkflow(testApp.app, buyer, seller);
  device = await insertTestDevice(testApp.database.db, workflowId);
  await testApp.database.db.query("UPDATE iot_devices SET shared_metrics = '{battery}' WHERE id = $1", [
    device.deviceId,
  ]);
});

afterAll(() => {
  for (const stream of opened) stream.close();
});

describe('GET /v2/fleet/devices/{deviceId}/events', () => {
  it('sends the device at connect to its owner, by bearer token or by the cookie', async () => {
    for (const cookie of [false, true]) {
      const stream = await watch(buyer, device.deviceId, cookie);
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      const first = await stream.waitFor(() => true);
      expect(first.event).toBe('device');
      expect(first.data).toMatchObject({
        id: device.deviceId,
        status: 'NEVER_SEEN',
        viewer: 'OWNER',
        credentialStatus: 'ACTIVE',
        ownerName: 'Fleet Owner',
        sellerName: 'Fleet Seller',
      });
      stream.close();
    }
  });

  it('refuses anyone else: 401 without a token, 404 for another business and for an unknown device', async () => {
    expect((await watch(undefined)).status).toBe(401);
    const strangers = await watch(stranger);
    expect(strangers.status).toBe(404);
    await strangers.ended();
    expect(JSON.parse(strangers.body())).toMatchObject({ code: 'not_found' });
    expect((await watch(buyer, crypto.randomUUID())).status).toBe(404);
    expect((await watch(buyer, 'not-a-uuid')).status).toBe(400);
  });

  it('pushes stored points and the changed device; the seller reads shared metrics only', async () => {
    const owner = await watch(buyer);
    const support = await watch(seller);
    await owner.waitFor((event) => event.event === 'device');
    const first = await support.waitFor((event) => event.event === 'device');
    expect(first.data).toMatchObject({ viewer: 'SELLER', sharedMetrics: ['battery'] });

    await post([
      { name: 'battery', value: 71 },
      { name: 'temperature', value: 31 },
    ]);
    await owner.waitFor((event) => event.event === 'points');
    await support.waitFor((event) => event.event === 'points');
    expect(
      pointsEvents(owner)[0]
        ?.metrics.map((metric) => metric.name)
        .sort(),
    ).toEqual(['battery', 'temperature']);
    expect(pointsEvents(support)[0]?.metrics.map((metric) => metric.name)).toEqual(['battery']);
    const online = await owner.waitFor(
      (event) => event.event === 'device' && (event.data as IotDevice).status === 'ONLINE',
    );
    expect(online.data).toMatchObject({ battery: 71, status: 'ONLINE' });

    // Only unshared metrics: the seller gets no points event (its device may still change).
    await post([{ name: 'temperature', value: 32 }]);
    await expect.poll(() => pointsEvents(owner).length).toBe(2);
    await support.waitFor(
      (event) => event.event === 'device' && (event.data as IotDevice).status === 'ONLINE',
    );
    expect(pointsEvents(support)).toHaveLength(1);
    owner.close();
    support.close();
  });

  it("sends alerts to the owner's members only, never to the seller", async () => {
    const owner = await watch(buyer);
    const support = await watch(seller);
    await owner.waitFor((event) => event.event === 'device');
    await support.waitFor((event) => event.event === 'device');
    const raised = alert(device.deviceId);
    await testApp.database.db.transaction((tx) => publishIotAlert(tx, raised));
    expect((await owner.waitFor((event) => event.event === 'alert')).data).toEqual(raised);
    // The seller's stream is still open and past the alert: a later shared point reaches it first.
    await post([{ name: 'battery', value: 70 }]);
    await expect.poll(() => pointsEvents(support).length).toBe(1);
    expect(support.events.some((event) => event.event === 'alert')).toBe(false);
    owner.close();
    support.close();
  });

  it("ends with access_revoked when a member leaves the owner's business, and frees its slot", async () => {
    const colleague = await newColleague(testApp.app, testApp.database.db, businessOf(buyer), ['PURCHASER']);
    const stream = await watch(colleague);
    await stream.waitFor((event) => event.event === 'device');
    const bus = testApp.app.jobContext.services.iot.devices;
    const listening = bus.listenerCount;
    await removeMember(testApp.app, testApp.database.db, buyer, businessOf(buyer), colleague.user.id);
    expect(await endOf(stream)).toMatchObject({ code: 'access_revoked' });
    await expect.poll(() => bus.listenerCount).toBe(listening - 1);
  });

  it('keeps the seller’s stream open with no points when sharing is withdrawn', async () => {
    const support = await watch(seller);
    await support.waitFor((event) => event.event === 'device');
    await testApp.database.db.query("UPDATE iot_devices SET shared_metrics = '{}' WHERE id = $1", [
      device.deviceId,
    ]);
    await support.waitFor(
      (event) => event.event === 'device' && (event.data as IotDevice).sharedMetrics.length === 0,
    );
    await post([{ name: 'battery', value: 69 }]);
    // The owner's view of the same batch proves it was published.
    const owner = await watch(buyer);
    await owner.waitFor((event) => event.event === 'device');
    await post([{ name: 'battery', value: 68 }]);
    await owner.waitFor((event) => event.event === 'points');
    expect(pointsEvents(support)).toHaveLength(0);
    expect(support.events.some((event) => event.event === 'end')).toBe(false);
  });
});
