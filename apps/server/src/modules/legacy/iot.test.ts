import { describe, expect, it, vi } from 'vitest';
import { bearer, freshAddress, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { fleetParties, freshSerial, registeredDevice, soldDeal, storedCounts } from '../../test/fleet.ts';
import { expectStatus, send } from '../../test/procurement.ts';

// The legacy IoT operations (issue 29): a seller registers a unit with the old field names, and a device
// posts its points with `timestamp`, authenticated by its own credential only, as in v2.
const testApp = useTestApp();

const legacy = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url,
    remoteAddress: freshAddress(),
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

const as = (session: Pick<Session, 'access_token'>) => bearer(session.access_token);

async function deviceCount(workflowId: string): Promise<number> {
  const [row] = await testApp.database.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM iot_devices WHERE workflow_id = $1',
    [workflowId],
  );
  return row?.count ?? 0;
}

describe('POST /workflows/{id}/iot-devices (legacy device registration)', () => {
  it('registers a unit from the old field names, answering the device and its credential', async () => {
    const parties = await fleetParties(testApp.app, testApp.database.db);
    const workflowId = await soldDeal(testApp.app, parties);
    const serial = freshSerial();
    const response = await legacy(
      `/workflows/${workflowId}/iot-devices`,
      { serial_number: ` ${serial} `, model: 'AMR-200', name: 'Dock arm' },
      as(parties.seller),
    );
    const body = expectStatus<{ device: Record<string, unknown>; credential: string }>(response, 201);
    expect(body.credential).toMatch(/^dev_[A-Za-z0-9_-]{43}$/);
    expect(body.device).toMatchObject({
      serialNumber: serial,
      model: 'AMR-200',
      name: 'Dock arm',
      workflowId,
    });
    expect(response.headers.deprecation).toBe('@1796083200');
    expect(response.headers.link).toContain(
      `</v2/workflows/${workflowId}/iot/register>; rel="successor-version"`,
    );
  });

  it('refuses bad input with 400 and registers nothing', async () => {
    const parties = await fleetParties(testApp.app, testApp.database.db);
    const workflowId = await soldDeal(testApp.app, parties);
    for (const payload of [
      { model: 'AMR-200' },
      { serial_number: '', model: 'AMR-200' },
      { serial_number: 'SN\u0000', model: 'AMR-200' },
      { serial_number: 'SN-\ud800', model: 'AMR-200' },
      { serial_number: 'x'.repeat(101), model: 'AMR-200' },
      { serialNumber: 'SN-1', model: 'AMR-200' },
      { serial_number: 'SN-1', model: 'AMR-200', product_id: '1'.repeat(400) },
    ]) {
      const response = await legacy(`/workflows/${workflowId}/iot-devices`, payload, as(parties.seller));
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    }
    expect(await deviceCount(workflowId)).toBe(0);
  });

  it('lets only the chosen seller register: the losing seller and the buyer 403, a stranger 404', async () => {
    const parties = await fleetParties(testApp.app, testApp.database.db);
    const workflowId = await soldDeal(testApp.app, parties);
    for (const [session, status] of [
      [parties.loser, 403],
      [parties.buyer, 403],
      [parties.sellerViewer, 403],
      [parties.stranger, 404],
    ] as const) {
      const response = await legacy(
        `/workflows/${workflowId}/iot-devices`,
        { serial_number: freshSerial(), model: 'AMR-200' },
        as(session),
      );
      expect(response.statusCode, response.body).toBe(status);
    }
    expect(
      (
        await legacy(`/workflows/${workflowId}/iot-devices`, {
          serial_number: freshSerial(),
          model: 'AMR-200',
        })
      ).statusCode,
    ).toBe(401);
    expect(await deviceCount(workflowId)).toBe(0);
  });
});

describe('POST /iot-devices/{deviceId}/metrics (legacy device points)', () => {
  it("stores the points with the old `timestamp`, by the device's credential", async () => {
    const parties = await fleetParties(testApp.app, testApp.database.db);
    const workflowId = await soldDeal(testApp.app, parties);
    const device = await registeredDevice(testApp.app, parties.seller, workflowId);
    const at = new Date(Date.now() - 60_000).toISOString();
    const response = await legacy(
      `/iot-devices/${device.id}/metrics`,
      {
        metrics: [
          { name: 'battery', value: 81, unit: '%', timestamp: at },
          { name: 'temperature', value: -4.5, recordedAt: at },
        ],
      },
      bearer(device.credential),
    );
    expect(expectStatus(response, 202)).toEqual({ accepted: 2, duplicates: 0, dropped: 0 });
    expect(response.headers.link).toContain(`</v2/iot/${device.id}/metrics>; rel="successor-version"`);
    expect((await storedCounts(testApp.database.db, device.id)).points).toBe(2);
    // Counted for the device, so the sunset's figures show which devices still post the old way.
    await vi.waitFor(async () => {
      const rows = await testApp.database.db.query<{ calls: number }>(
        `SELECT calls FROM legacy_usage WHERE operation = 'legacyPostIotMetrics' AND caller = $1`,
        [`device:${device.id}`],
      );
      expect(rows).toEqual([{ calls: 1 }]);
    });
  });

  it('refuses a user token, another device credential and a revoked one (401); bad points 400', async () => {
    const parties = await fleetParties(testApp.app, testApp.database.db);
    const workflowId = await soldDeal(testApp.app, parties);
    const device = await registeredDevice(testApp.app, parties.seller, workflowId);
    const other = await registeredDevice(testApp.app, parties.seller, workflowId);
    const batch = { metrics: [{ name: 'battery', value: 50, timestamp: new Date().toISOString() }] };
    for (const headers of [{}, as(parties.buyer), as(parties.seller), bearer(other.credential)]) {
      const response = await legacy(`/iot-devices/${device.id}/metrics`, batch, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    }
    for (const payload of [
      { metrics: [] },
      { metrics: [{ name: 'battery', value: 50 }] },
      { metrics: [{ name: 'battery', value: 50, timestamp: '0000-01-01T00:00:00Z' }] },
      { metrics: [{ name: 'battery', value: 50, timestamp: '2026-13-01T00:00:00Z' }] },
      { metrics: [{ name: 'battery\u0000', value: 50, timestamp: new Date().toISOString() }] },
      { metrics: [{ name: 'battery', value: '50', timestamp: new Date().toISOString() }] },
    ]) {
      const response = await legacy(`/iot-devices/${device.id}/metrics`, payload, bearer(device.credential));
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await storedCounts(testApp.database.db, device.id)).points).toBe(0);
    expectStatus(
      await send(testApp.app, 'DELETE', `/v2/fleet/devices/${device.id}/credential`, parties.buyer),
      200,
    );
    const revoked = await legacy(`/iot-devices/${device.id}/metrics`, batch, bearer(device.credential));
    expect(revoked.statusCode).toBe(401);
    expect((await storedCounts(testApp.database.db, device.id)).points).toBe(0);
  });
});
