import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, signInAgain, testClock } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/app.ts';
import { insertDevice, series, storePoints } from '../../../test/fleet-points.ts';
import { confirm, freshKey, openSession, workflowStatus } from '../../../test/payments.ts';
import {
  expectStatus,
  newMarketplaceRfp,
  proposalPayload,
  propose,
  send,
} from '../../../test/procurement.ts';
import { expectError } from '../../../test/requests.ts';
import { businessOf, newColleague } from '../../../test/teams.ts';

const clock = testClock(new Date());
const testApp = useTestApp({ now: clock.now });
const hour = 3_600_000;
const day = 24 * hour;

const test40h = { minOperatingHours: 40, withinDays: 14, criticalErrorCodes: [500, 501] };

let buyer: Session;
let colleague: Session;
let seller: Session;
let loser: Session;
let stranger: Session;

type Acceptance = {
  status: string;
  test: unknown;
  units: { deviceId: string; operatingHours: number; passed: boolean; criticalErrors: { code: number }[] }[];
  passedAt: string | null;
  releaseAt: string | null;
};

async function signInEveryone(): Promise<void> {
  const again = (session: Session) => signInAgain(testApp.app, session.user.email);
  buyer = await again(buyer);
  colleague = await again(colleague);
  seller = await again(seller);
  loser = await again(loser);
  stranger = await again(stranger);
}

/** Moves the clock, then signs everyone in again (access tokens live minutes). */
async function advance(ms: number): Promise<void> {
  clock.advance(ms);
  await signInEveryone();
}

const acceptance = async (workflowId: string, session: Session = buyer) =>
  expectStatus<Acceptance>(
    await send(testApp.app, 'GET', `/v2/workflows/${workflowId}/acceptance`, session),
    200,
  );

/**
 * A marketplace deal whose winning proposal carries `test` (a losing seller proposed too), paid and started:
 * ORDER_IN_PROGRESS with the funds held.
 */
async function startedDealWithTest(test: Record<string, unknown> | null = test40h): Promise<string> {
  const { app } = testApp;
  const budget = { min: '100000.00', max: '200000.00', currency: 'USD' };
  const { workflowId } = await newMarketplaceRfp(app, buyer, { budget });
  await propose(app, loser, workflowId, { price: '120000.00' });
  const proposalId = await propose(app, seller, workflowId, {
    price: '150000.00',
    ...(test === null ? {} : { acceptanceTest: test }),
  });
  expectStatus(
    await send(
      app,
      'POST',
      `/v2/workflows/${workflowId}/proposals/${proposalId}/accept`,
      buyer,
      undefined,
      freshKey(),
    ),
    200,
  );
  const paymentId = await openSession(app, buyer, workflowId);
  expectStatus(await confirm(app, buyer, paymentId), 200);
  expectStatus(await send(app, 'POST', `/v2/workflows/${workflowId}/order/start`, seller), 200);
  return workflowId;
}

/** `hours` hours of an `operating_hours` counter rising by one an hour from the unit's registration. */
const workedHours = (from: Date, hours: number) =>
  series('operating_hours', new Date(from.getTime() + hours * hour), hours + 1, hour, (i) => 1000 + i);

beforeAll(async () => {
  const { app, database } = testApp;
  buyer = await registerBusiness(app, { company_name: 'Buyer Works' });
  colleague = await newColleague(app, database.db, businessOf(buyer), ['VIEWER']);
  seller = await registerBusiness(app, { company_name: 'Arm Maker' });
  loser = await registerBusiness(app, { company_name: 'Other Arms' });
  stranger = await registerBusiness(app, { company_name: 'Elsewhere' });
});

describe('the acceptance test on proposals and offers', () => {
  it('is kept on a proposal, its revision, and answered null without one', async () => {
    const { app } = testApp;
    const budget = { min: '100000.00', max: '200000.00', currency: 'USD' };
    const { workflowId } = await newMarketplaceRfp(app, buyer, { budget });
    const plain = await propose(app, loser, workflowId);
    const proposals = expectStatus<{ proposals: { id: string; acceptanceTest: unknown }[] }>(
      await send(app, 'GET', `/v2/workflows/${workflowId}/proposals`, buyer),
      200,
    ).proposals;
    expect(proposals.find((p) => p.id === plain)?.acceptanceTest).toBeNull();
    const withTest = await propose(app, seller, workflowId, { acceptanceTest: test40h });
    const revised = expectStatus<{ acceptanceTest: unknown }>(
      await send(app, 'PUT', `/v2/workflows/${workflowId}/proposals/${withTest}`, seller, {
        ...proposalPayload(),
        acceptanceTest: { ...test40h, minOperatingHours: 50 },
      }),
      201,
    );
    expect(revised.acceptanceTest).toEqual({ ...test40h, minOperatingHours: 50 });
  });

  it.each([
    ['no hours', { withinDays: 14, criticalErrorCodes: [] }],
    ['zero hours', { ...test40h, minOperatingHours: 0 }],
    ['a year and a day', { ...test40h, withinDays: 366 }],
    ['a code twice', { ...test40h, criticalErrorCodes: [5, 5] }],
    ['a negative code', { ...test40h, criticalErrorCodes: [-1] }],
    ['a huge code', { ...test40h, criticalErrorCodes: [2 ** 40] }],
    ['an unknown field', { ...test40h, extra: true }],
  ])('refuses a proposal whose test has %s, writing nothing', async (_case, test) => {
    const { app, database } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    expectStatus(await send(app, 'POST', `/v2/workflows/${workflowId}/intent-to-bid`, seller), 201);
    const before = await database.db.query('SELECT id FROM proposals WHERE workflow_id = $1', [workflowId]);
    expectError(
      await send(
        app,
        'POST',
        `/v2/workflows/${workflowId}/proposals`,
        seller,
        proposalPayload({ acceptanceTest: test }),
      ),
      400,
      'validation_failed',
    );
    expect(await database.db.query('SELECT id FROM proposals WHERE workflow_id = $1', [workflowId])).toEqual(
      before,
    );
  });

  it('is kept on an offer and carried to its order', async () => {
    const { app } = testApp;
    const product = expectStatus<{ id: string }>(
      await send(app, 'POST', '/v2/products', seller, {
        name: 'Tested arm',
        description: 'A six-axis arm.',
        price: '1200.00',
        category: 'ROBOT',
      }),
      201,
    );
    const offer = expectStatus<{ id: string; acceptanceTest: unknown }>(
      await send(app, 'POST', `/v2/products/${product.id}/offers`, buyer, {
        price: '1000.00',
        acceptanceTest: test40h,
      }),
      201,
    );
    expect(offer.acceptanceTest).toEqual(test40h);
    const accepted = expectStatus<{ workflowId: string }>(
      await send(
        app,
        'PUT',
        `/v2/products/${product.id}/offers/${offer.id}`,
        seller,
        { status: 'ACCEPTED' },
        freshKey(),
      ),
      200,
    );
    expect(await acceptance(accepted.workflowId)).toMatchObject({
      status: 'WAITING',
      test: test40h,
      units: [],
    });
  });
});

describe('acceptance by telemetry', () => {
  it('answers the parties: NONE without a test, 403 to a losing seller, 404 to others', async () => {
    const plain = await startedDealWithTest(null);
    expect(await acceptance(plain)).toMatchObject({ status: 'NONE', test: null, units: [] });
    const tested = await startedDealWithTest();
    expect(await acceptance(tested, colleague)).toMatchObject({ status: 'WAITING', test: test40h });
    expect(await acceptance(tested, seller)).toMatchObject({ status: 'WAITING' });
    expectError(
      await send(testApp.app, 'GET', `/v2/workflows/${tested}/acceptance`, loser),
      403,
      'forbidden',
    );
    expectError(
      await send(testApp.app, 'GET', `/v2/workflows/${tested}/acceptance`, stranger),
      404,
      'not_found',
    );
  });

  it('passes once every unit worked 40 h, tells the buyer, keeps the evidence and releases after the inspection', async () => {
    const { db } = testApp.database;
    const workflowId = await startedDealWithTest();
    const registered = clock.now();
    const first = await insertDevice(db, workflowId, { registeredAt: registered });
    const second = await insertDevice(db, workflowId, { registeredAt: registered });
    await advance(2 * day);
    await storePoints(db, first, workedHours(registered, 41), clock.now());
    await storePoints(db, second, workedHours(registered, 30), clock.now());
    const waiting = await acceptance(workflowId);
    expect(waiting.status).toBe('WAITING');
    const byDevice = (units: Acceptance['units']) => new Map(units.map((u) => [u.deviceId, u]));
    expect(byDevice(waiting.units).get(first)).toMatchObject({ operatingHours: 41, passed: true });
    expect(byDevice(waiting.units).get(second)).toMatchObject({ operatingHours: 30, passed: false });
    // The seller marked nothing delivered: the inspection has not started, nothing is released.
    await testApp.runJobs();
    expect(await workflowStatus(testApp.app, buyer, workflowId)).toBe('ORDER_IN_PROGRESS');
    // The counter goes on from where it was: 30 → 42 hours.
    const more = series(
      'operating_hours',
      new Date(registered.getTime() + 42 * hour),
      13,
      hour,
      (i) => 1030 + i,
    );
    await storePoints(db, second, more, clock.now());
    const passed = await acceptance(workflowId);
    expect(passed).toMatchObject({ status: 'PASSED', passedAt: clock.now().toISOString() });
    expect(byDevice(passed.units).get(first)?.operatingHours).toBe(41);
    expect(byDevice(passed.units).get(second)?.operatingHours).toBe(42);
    expect(passed.releaseAt).toBe(new Date(clock.now().getTime() + 7 * day).toISOString());
    const told = await db.query<{ user_id: string }>(
      "SELECT user_id FROM notifications WHERE type = 'iot.acceptance_passed' AND subject_id = $1",
      [workflowId],
    );
    expect(told.map((row) => row.user_id).sort()).toEqual([buyer.user.id, colleague.user.id].sort());
    const steps = await db.query<{ event: string }>(
      `SELECT event FROM workflow_steps WHERE workflow_id = $1 AND event = 'acceptance_passed'`,
      [workflowId],
    );
    expect(steps).toHaveLength(1);
    const [audit] = await db.query<{ details: { test: unknown; units: { operatingHours: number }[] } }>(
      `SELECT details FROM audit_events WHERE action = 'acceptance.passed' AND subject_id = $1 AND business_id = $2`,
      [workflowId, businessOf(buyer)],
    );
    expect(audit?.details.test).toEqual(test40h);
    expect(audit?.details.units.map((u) => u.operatingHours).sort()).toEqual([41, 42]);
    // More points change nothing once passed.
    await storePoints(db, first, [{ metric: 'error_code', value: 500, at: clock.now() }], clock.now());
    expect((await acceptance(workflowId)).status).toBe('PASSED');
    await advance(7 * day + hour);
    await testApp.runJobs();
    expect(await workflowStatus(testApp.app, buyer, workflowId)).toBe('ORDER_COMPLETED');
  });

  it('holds the automatic release while the test has not passed, even once the inspection period ended', async () => {
    const { db } = testApp.database;
    const workflowId = await startedDealWithTest();
    expectStatus(await send(testApp.app, 'POST', `/v2/workflows/${workflowId}/order/deliver`, seller), 200);
    await insertDevice(db, workflowId, { registeredAt: clock.now() });
    await advance(8 * day);
    await testApp.runJobs();
    expect(await workflowStatus(testApp.app, buyer, workflowId)).toBe('ORDER_IN_PROGRESS');
  });

  it('fails on a critical error code and keeps holding the funds', async () => {
    const { db } = testApp.database;
    const workflowId = await startedDealWithTest();
    const registered = clock.now();
    const unit = await insertDevice(db, workflowId, { registeredAt: registered });
    await advance(hour);
    await storePoints(
      db,
      unit,
      [{ metric: 'error_code', value: 7, at: new Date(clock.now().getTime() - 1000) }],
      clock.now(),
    );
    expect((await acceptance(workflowId)).status).toBe('WAITING');
    await storePoints(db, unit, [{ metric: 'error_code', value: 501, at: clock.now() }], clock.now());
    const failed = await acceptance(workflowId);
    expect(failed.status).toBe('FAILED');
    expect(failed.units[0]?.criticalErrors.map((e) => e.code)).toEqual([501]);
  });

  it('fails when a window ends short of the hours', async () => {
    const { db } = testApp.database;
    const workflowId = await startedDealWithTest({ ...test40h, withinDays: 1 });
    const registered = clock.now();
    const unit = await insertDevice(db, workflowId, { registeredAt: registered });
    await advance(2 * hour);
    await storePoints(db, unit, workedHours(registered, 2), clock.now());
    await advance(day);
    await testApp.runJobs();
    expect((await acceptance(workflowId)).status).toBe('FAILED');
  });

  it('lets a dispute within the inspection period stop the release after PASSED', async () => {
    const { db } = testApp.database;
    const workflowId = await startedDealWithTest({ ...test40h, minOperatingHours: 2 });
    const registered = clock.now();
    const unit = await insertDevice(db, workflowId, { registeredAt: registered });
    await advance(3 * hour);
    await storePoints(db, unit, workedHours(registered, 3), clock.now());
    expect((await acceptance(workflowId)).status).toBe('PASSED');
    expectStatus(
      await send(testApp.app, 'POST', `/v2/workflows/${workflowId}/disputes`, buyer, {
        reason: 'NOT_AS_DESCRIBED',
        description: 'The grippers are the wrong model.',
      }),
      201,
    );
    await advance(8 * day);
    await testApp.runJobs();
    expect(await workflowStatus(testApp.app, buyer, workflowId)).toBe('ORDER_IN_PROGRESS');
  });

  it('passes exactly once when many batches race', async () => {
    const { db } = testApp.database;
    for (let round = 0; round < 5; round += 1) {
      const workflowId = await startedDealWithTest({ ...test40h, minOperatingHours: 1 });
      const registered = clock.now();
      const units = await Promise.all(
        [1, 2, 3].map(() => insertDevice(db, workflowId, { registeredAt: registered })),
      );
      await advance(2 * hour);
      await Promise.all(units.map((unit) => storePoints(db, unit, workedHours(registered, 2), clock.now())));
      expect((await acceptance(workflowId)).status).toBe('PASSED');
      const steps = await db.query(
        `SELECT 1 FROM workflow_steps WHERE workflow_id = $1 AND event = 'acceptance_passed'`,
        [workflowId],
      );
      expect(steps).toHaveLength(1);
      const told = await db.query(
        "SELECT 1 FROM notifications WHERE type = 'iot.acceptance_passed' AND subject_id = $1 AND user_id = $2",
        [workflowId, buyer.user.id],
      );
      expect(told).toHaveLength(1);
    }
  });
});
