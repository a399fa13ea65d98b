import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { testClock } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/app.ts';
import {
  type FleetParties,
  fleetParties,
  freshSerial,
  postPoints,
  type RegisteredDevice,
  registeredDevice,
  registerUnit,
  soldDeal,
} from '../../../test/fleet.ts';
import { confirm, openSession } from '../../../test/payments.ts';
import { expectStatus, send } from '../../../test/procurement.ts';
import { expectError, missingId } from '../../../test/requests.ts';
import { credentialShape } from './credential.ts';

const clock = testClock();
const testApp = useTestApp({ now: clock.now });
let other: FastifyInstance;
let parties: FleetParties;
let workflowId: string;
beforeAll(async () => {
  other = await buildApp({ db: testApp.database.db, now: clock.now, jobPollMs: 0 });
  parties = await fleetParties(testApp.app, testApp.database.db);
  workflowId = await soldDeal(testApp.app, parties);
});
afterAll(() => other.close());

const call = (...args: Parameters<typeof testApp.call>) => testApp.call(...args);
const point = (name: string, value: number, at = clock.now()) => ({
  name,
  value,
  recordedAt: at.toISOString(),
});
const countDevices = async () =>
  Number(
    (await testApp.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM iot_devices'))[0]?.n,
  );

describe('registering the delivered units', () => {
  it('gives the chosen seller a device of the buyer with a credential shown once', async () => {
    const response = await registerUnit(testApp.app, parties.sellerSales, workflowId, {
      serialNumber: '  AMR-0001  ',
      model: 'AMR-200',
      name: 'Picker 1',
    });
    const body = expectStatus<{ device: Record<string, unknown>; credential: string }>(response, 201);
    expect(body.credential).toMatch(credentialShape);
    expect(body.device).toMatchObject({
      workflowId,
      serialNumber: 'AMR-0001',
      name: 'Picker 1',
      ownerBusinessId: parties.buyerBusinessId,
      ownerName: 'Fleet Buyers',
      sellerName: 'Fleet Robotics',
      status: 'NEVER_SEEN',
      credentialStatus: 'ACTIVE',
      viewer: 'SELLER',
      sharedMetrics: [],
    });
    const id = body.device.id as string;
    // Never again: not in a read by either side, not in the database as text.
    for (const session of [parties.buyer, parties.seller]) {
      const read = await call('GET', `/v2/fleet/devices/${id}`, session);
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain(body.credential);
    }
    const list = await call('GET', `/v2/workflows/${workflowId}/iot/devices`, parties.buyer);
    expect(list.body).not.toContain(body.credential);
    expect(list.json().devices.map((d: { id: string }) => d.id)).toContain(id);
    const [stored] = await testApp.database.db.query<{ hash: Uint8Array }>(
      'SELECT credential_hash AS hash FROM iot_devices WHERE id = $1',
      [id],
    );
    expect(Buffer.from(stored?.hash ?? []).toString('utf8')).not.toContain(body.credential);
    expect(stored?.hash.length).toBe(32);
  });

  it('refuses the buyer side, a seller without SALES and the losing seller (403), others 404', async () => {
    const before = await countDevices();
    for (const session of [parties.buyer, parties.buyerPurchaser, parties.sellerViewer, parties.loser]) {
      expectError(await registerUnit(testApp.app, session, workflowId), 403, 'forbidden');
    }
    expectError(await registerUnit(testApp.app, parties.stranger, workflowId), 404, 'not_found');
    expectError(await registerUnit(testApp.app, parties.seller, missingId), 404, 'not_found');
    expect(await countDevices()).toBe(before);
  });

  it('waits for the order to be in progress and registers a serial number once per seller', async () => {
    const agreed = await soldDeal(testApp.app, parties, 'agreed');
    expectError(await registerUnit(testApp.app, parties.seller, agreed), 409, 'conflict');
    const serialNumber = freshSerial();
    expectStatus(await registerUnit(testApp.app, parties.seller, workflowId, { serialNumber }), 201);
    const again = await registerUnit(testApp.app, parties.sellerSales, workflowId, {
      serialNumber: ` ${serialNumber} `,
    });
    expectError(again, 409, 'conflict');
    expect(again.json().message).toContain(serialNumber);
  });

  it('registers at most one device when the same serial number is sent twice at once, many rounds', async () => {
    for (let round = 0; round < 10; round++) {
      const serialNumber = freshSerial();
      const answers = await Promise.all([
        registerUnit(testApp.app, parties.seller, workflowId, { serialNumber }),
        registerUnit(testApp.app, parties.sellerSales, workflowId, { serialNumber }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    }
  });

  it('names the product: the one sent (the seller’s own), else the accepted offer’s', async () => {
    const { app } = testApp;
    const product = expectStatus<{ id: string }>(
      await send(app, 'POST', '/v2/products', parties.seller, {
        name: 'Fleet picker',
        description: 'An autonomous picker.',
        price: '1000.00',
        category: 'ROBOT',
      }),
      201,
    );
    const sent = expectStatus<{ device: { productId: string; productName: string } }>(
      await registerUnit(app, parties.seller, workflowId, { productId: product.id }),
      201,
    );
    expect(sent.device).toMatchObject({ productId: product.id, productName: 'Fleet picker' });
    const theirs = expectStatus<{ id: string }>(
      await send(app, 'POST', '/v2/products', parties.loser, {
        name: 'Not ours',
        description: 'Another seller’s.',
        price: '1000.00',
        category: 'ROBOT',
      }),
      201,
    );
    expectError(
      await registerUnit(app, parties.seller, workflowId, { productId: theirs.id }),
      400,
      'validation_failed',
    );
    // An order from an accepted offer: the offer's product.
    const offer = expectStatus<{ id: string }>(
      await send(app, 'POST', `/v2/products/${product.id}/offers`, parties.buyer, {
        price: '900.00',
        quantity: 2,
      }),
      201,
    );
    const accepted = expectStatus<{ workflowId: string }>(
      await send(
        app,
        'PUT',
        `/v2/products/${product.id}/offers/${offer.id}`,
        parties.seller,
        { status: 'ACCEPTED' },
        {
          'idempotency-key': crypto.randomUUID(),
        },
      ),
      200,
    );
    const paymentId = await openSession(app, parties.buyer, accepted.workflowId);
    expectStatus(await confirm(app, parties.buyer, paymentId), 200);
    expectStatus(
      await send(app, 'POST', `/v2/workflows/${accepted.workflowId}/order/start`, parties.seller),
      200,
    );
    const fromOffer = expectStatus<{ device: { productId: string; productName: string } }>(
      await registerUnit(app, parties.seller, accepted.workflowId),
      201,
    );
    expect(fromOffer.device).toMatchObject({ productId: product.id, productName: 'Fleet picker' });
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const before = await countDevices();
    for (const body of [
      { serialNumber: '   ' },
      { serialNumber: 'A\u0000B' },
      { serialNumber: 'A\ud800' },
      { model: 'x'.repeat(201) },
      { productId: missingId },
      { productId: 'not-a-uuid' },
      { extra: true },
    ]) {
      expectError(
        await registerUnit(testApp.app, parties.seller, workflowId, body),
        400,
        'validation_failed',
      );
    }
    expect(await countDevices()).toBe(before);
  });
});

describe('the fleet', () => {
  let device: RegisteredDevice;
  beforeAll(async () => {
    device = await registeredDevice(testApp.app, parties.seller, workflowId, { name: 'Listed unit' });
  });

  it('lists the owner’s devices for the buyer and the sold ones for the seller', async () => {
    const owned = expectStatus<{ devices: { id: string; viewer: string }[] }>(
      await call('GET', '/v2/fleet/devices?limit=100', parties.buyerViewer),
      200,
    );
    expect(owned.devices.find((d) => d.id === device.id)?.viewer).toBe('OWNER');
    const sold = expectStatus<{ devices: { id: string; viewer: string }[] }>(
      await call('GET', '/v2/fleet/devices?side=SOLD&limit=100', parties.sellerViewer),
      200,
    );
    expect(sold.devices.find((d) => d.id === device.id)?.viewer).toBe('SELLER');
    for (const session of [parties.stranger, parties.loser]) {
      for (const side of ['OWNED', 'SOLD']) {
        const list = expectStatus<{ devices: unknown[] }>(
          await call('GET', `/v2/fleet/devices?side=${side}`, session),
          200,
        );
        expect(list.devices).toEqual([]);
      }
    }
  });

  it('pages newest first and filters by status', async () => {
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '' : `&cursor=${cursor}`;
      const page = expectStatus<{ devices: { id: string }[]; next_cursor: string | null }>(
        await call('GET', `/v2/fleet/devices?limit=2${query}`, parties.buyer),
        200,
      );
      pages.push(...page.devices.map((d) => d.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    const all = expectStatus<{ devices: { id: string }[] }>(
      await call('GET', '/v2/fleet/devices?limit=100', parties.buyer),
      200,
    );
    expect(pages).toEqual(all.devices.map((d) => d.id));
    expectStatus(await postPoints(testApp.app, device, [point('battery', 80)]), 202);
    const online = expectStatus<{ devices: { id: string; status: string; battery: number }[] }>(
      await call('GET', '/v2/fleet/devices?status=ONLINE&limit=100', parties.buyer),
      200,
    );
    expect(online.devices.map((d) => d.id)).toEqual([device.id]);
    expect(online.devices[0]?.battery).toBe(80);
    // A reading that breaks one of the owner's rules raises an alert: the online device is in ALERT.
    const rule = {
      name: 'Battery low',
      kind: 'BELOW',
      metric: 'battery',
      threshold: 50,
      forMinutes: 0,
      severity: 'WARNING',
    };
    expectStatus(await call('POST', '/v2/fleet/rules', parties.buyer, rule), 201);
    clock.advance(1000);
    expectStatus(await postPoints(testApp.app, device, [point('battery', 40)]), 202);
    const alerting = expectStatus<{ devices: { id: string; status: string }[] }>(
      await call('GET', '/v2/fleet/devices?status=ALERT&limit=100', parties.buyer),
      200,
    );
    expect(alerting.devices.map((d) => d.id)).toEqual([device.id]);
    clock.advance(11 * 60_000);
    const offline = expectStatus<{ devices: { id: string }[] }>(
      await call('GET', '/v2/fleet/devices?status=OFFLINE&limit=100', parties.buyer),
      200,
    );
    expect(offline.devices.map((d) => d.id)).toEqual([device.id]);
    expectError(await call('GET', '/v2/fleet/devices?cursor=bad', parties.buyer), 400, 'validation_failed');
  });

  it('lets the owner’s ADMIN or PURCHASER rename and share, not a VIEWER or the seller', async () => {
    const url = `/v2/fleet/devices/${device.id}`;
    const renamed = expectStatus<{ name: string; sharedMetrics: string[] }>(
      await call('PATCH', url, parties.buyerPurchaser, {
        name: ' Dock robot ',
        sharedMetrics: ['Battery', 'error-code', 'battery'],
      }),
      200,
    );
    expect(renamed).toMatchObject({ name: 'Dock robot', sharedMetrics: ['battery', 'error_code'] });
    expectError(await call('PATCH', url, parties.buyerViewer, { name: 'x' }), 403, 'forbidden');
    expectError(await call('PATCH', url, parties.seller, { name: 'x' }), 403, 'forbidden');
    expectError(await call('PATCH', url, parties.stranger, { name: 'x' }), 404, 'not_found');
    expectError(await call('PATCH', url, parties.buyer, { name: '\u202eevil' }), 400, 'validation_failed');
    expectError(await call('PATCH', url, parties.buyer, {}), 400, 'validation_failed');
    const read = expectStatus<{ name: string }>(await call('GET', url, parties.buyer), 200);
    expect(read.name).toBe('Dock robot');
  });
});

describe('credentials', () => {
  let device: RegisteredDevice;
  beforeAll(async () => {
    device = await registeredDevice(testApp.app, parties.seller, workflowId);
  });
  const onOther = (credential: string) =>
    other.inject({
      method: 'POST',
      url: `/v2/iot/${device.id}/metrics`,
      headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ metrics: [point('uptime', 1, new Date(clock.now().getTime() - 1000))] }),
    });

  it('accepts only the device’s current credential', async () => {
    const another = await registeredDevice(testApp.app, parties.seller, workflowId);
    expect((await postPoints(testApp.app, device, [point('uptime', 1)], another.credential)).statusCode).toBe(
      401,
    );
    expect((await postPoints(testApp.app, device, [point('uptime', 1)], 'dev_nope')).statusCode).toBe(401);
    const noHeader = await testApp.app.inject({
      method: 'POST',
      url: `/v2/iot/${device.id}/metrics`,
      payload: { metrics: [point('uptime', 1)] },
    });
    expectError(noHeader, 401, 'unauthenticated');
    // A user's access token is no device credential.
    expect(
      (await postPoints(testApp.app, device, [point('uptime', 1)], parties.buyer.access_token)).statusCode,
    ).toBe(401);
    expect((await onOther(device.credential)).statusCode).toBe(202);
  });

  it('rotates: the old credential is refused at once on every instance', async () => {
    const url = `/v2/fleet/devices/${device.id}/credential`;
    // The seller sets the unit up while the owner has not taken it over.
    const bySeller = expectStatus<{ credential: string }>(await call('POST', url, parties.sellerSales), 200);
    expect(bySeller.credential).not.toBe(device.credential);
    expect((await onOther(device.credential)).statusCode).toBe(401);
    expect((await onOther(bySeller.credential)).statusCode).toBe(202);
    expectError(await call('POST', url, parties.sellerViewer), 403, 'forbidden');
    expectError(await call('POST', url, parties.buyerPurchaser), 403, 'forbidden');
    expectError(await call('POST', url, parties.stranger), 404, 'not_found');
    const byOwner = expectStatus<{ credential: string; device: { credentialStatus: string } }>(
      await call('POST', url, parties.buyer),
      200,
    );
    expect(byOwner.device.credentialStatus).toBe('ACTIVE');
    expect((await onOther(bySeller.credential)).statusCode).toBe(401);
    // Once the owner took it over, the seller no longer issues one.
    expectError(await call('POST', url, parties.seller), 403, 'forbidden');
    expect((await onOther(byOwner.credential)).statusCode).toBe(202);
    device = { id: device.id, credential: byOwner.credential };
  });

  it('revokes: the device posts nothing until a new credential is issued', async () => {
    const url = `/v2/fleet/devices/${device.id}/credential`;
    expectError(await call('DELETE', url, parties.buyerPurchaser), 403, 'forbidden');
    expectError(await call('DELETE', url, parties.seller), 403, 'forbidden');
    expectError(await call('DELETE', url, parties.stranger), 404, 'not_found');
    const revoked = expectStatus<{ credentialStatus: string }>(await call('DELETE', url, parties.buyer), 200);
    expect(revoked.credentialStatus).toBe('REVOKED');
    expect((await onOther(device.credential)).statusCode).toBe(401);
    expect((await postPoints(testApp.app, device, [point('uptime', 2)])).statusCode).toBe(401);
    const fresh = expectStatus<{ credential: string }>(await call('POST', url, parties.buyer), 200);
    expect((await onOther(fresh.credential)).statusCode).toBe(202);
  });

  it('keeps credentials out of the logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const logged = await buildApp({
      db: testApp.database.db,
      now: clock.now,
      jobPollMs: 0,
      logger: { level: 'trace', stream },
    });
    try {
      const answer = await logged.inject({
        method: 'POST',
        url: `/v2/fleet/devices/${device.id}/credential`,
        headers: { authorization: `Bearer ${parties.buyer.access_token}` },
      });
      const { credential } = answer.json<{ credential: string }>();
      await logged.inject({
        method: 'POST',
        url: `/v2/iot/${device.id}/metrics`,
        headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ metrics: [point('uptime', 3)] }),
      });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(credential);
    } finally {
      await logged.close();
    }
  });
});
