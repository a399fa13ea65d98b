import { beforeAll, describe, expect, it, vi } from 'vitest';
import { schemaChannel } from '../../../db/channel.ts';
import { registerBusiness, type Session, signInAgain, testClock } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/app.ts';
import { insertDevice, series, storePoints } from '../../../test/fleet-points.ts';
import { startedWorkflow } from '../../../test/payments.ts';
import { expectStatus, send } from '../../../test/procurement.ts';
import { expectError, missingId } from '../../../test/requests.ts';
import { businessOf, newColleague } from '../../../test/teams.ts';
import { iotAlertsChannel } from '../stream/channels.ts';

const clock = testClock();
const testApp = useTestApp({ now: clock.now });
const minute = 60_000;

let admin: Session;
let purchaser: Session;
let viewer: Session;
let seller: Session;
let stranger: Session;
let deviceId: string;
let strangerDeviceId: string;

type Rule = { id: string; name: string; kind: string; metric: string | null; threshold: number | null };
type Alert = {
  id: string;
  deviceId: string;
  ruleId: string | null;
  status: string;
  message: string;
  value: number | null;
  resolvedBy: string | null;
  acknowledgedBy: string | null;
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session, body?: unknown) =>
  send(testApp.app, method, url, session, body);
const batteryRule = {
  name: 'Battery low',
  kind: 'BELOW',
  metric: 'Battery',
  threshold: 15,
  forMinutes: 10,
  severity: 'WARNING',
};

async function createRule(session: Session, body: Record<string, unknown>): Promise<Rule> {
  return expectStatus<Rule>(await call('POST', '/v2/fleet/rules', session, body), 201);
}

async function alertsOf(session: Session, query = ''): Promise<Alert[]> {
  return expectStatus<{ alerts: Alert[] }>(await call('GET', `/v2/fleet/alerts${query}`, session), 200)
    .alerts;
}

/** Signs everyone in again once the clock moved past their access tokens' lifetime. */
async function signInEveryone(): Promise<void> {
  const again = (session: Session) => signInAgain(testApp.app, session.user.email);
  admin = await again(admin);
  purchaser = await again(purchaser);
  viewer = await again(viewer);
  seller = await again(seller);
  stranger = await again(stranger);
}

const ruleCount = async () =>
  (await testApp.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM iot_alert_rules'))[0]?.n;

beforeAll(async () => {
  const { app, database } = testApp;
  admin = await registerBusiness(app, { company_name: 'Fleet Owner' });
  purchaser = await newColleague(app, database.db, businessOf(admin), ['PURCHASER']);
  viewer = await newColleague(app, database.db, businessOf(admin), ['VIEWER']);
  seller = await registerBusiness(app, { company_name: 'Arm Maker' });
  stranger = await registerBusiness(app, { company_name: 'Elsewhere' });
  const { workflowId } = await startedWorkflow(app, admin, seller);
  deviceId = await insertDevice(database.db, workflowId, { name: 'Arm 1' });
  const other = await startedWorkflow(app, stranger, seller);
  strangerDeviceId = await insertDevice(database.db, other.workflowId, { name: 'Their arm' });
});

describe('alert rules', () => {
  it('lets ADMIN and PURCHASER manage rules, every member read them, and keeps them to the business', async () => {
    const rule = await createRule(admin, { ...batteryRule, name: '  Battery low  ' });
    expect(rule).toMatchObject({ name: 'Battery low', metric: 'battery', threshold: 15, deviceId: null });
    const byPurchaser = await createRule(purchaser, { ...batteryRule, deviceId, name: 'One arm' });
    const listed = expectStatus<{ rules: Rule[] }>(await call('GET', '/v2/fleet/rules', viewer), 200).rules;
    expect(listed.map((r) => r.id).sort()).toEqual([rule.id, byPurchaser.id].sort());
    expectError(await call('POST', '/v2/fleet/rules', viewer, batteryRule), 403, 'forbidden');
    expectError(await call('PUT', `/v2/fleet/rules/${rule.id}`, viewer, batteryRule), 403, 'forbidden');
    expectError(await call('DELETE', `/v2/fleet/rules/${rule.id}`, viewer), 403, 'forbidden');
    for (const outsider of [stranger, seller]) {
      expect(
        expectStatus<{ rules: Rule[] }>(await call('GET', '/v2/fleet/rules', outsider), 200).rules,
      ).toEqual([]);
      expectError(await call('PUT', `/v2/fleet/rules/${rule.id}`, outsider, batteryRule), 404, 'not_found');
      expectError(await call('DELETE', `/v2/fleet/rules/${rule.id}`, outsider), 404, 'not_found');
    }
    const changed = expectStatus<Rule>(
      await call('PUT', `/v2/fleet/rules/${byPurchaser.id}`, admin, { ...batteryRule, threshold: 20 }),
      200,
    );
    expect(changed.threshold).toBe(20);
    expect((await call('DELETE', `/v2/fleet/rules/${byPurchaser.id}`, purchaser)).statusCode).toBe(204);
    expectError(await call('DELETE', `/v2/fleet/rules/${byPurchaser.id}`, admin), 404, 'not_found');
    expect((await call('DELETE', `/v2/fleet/rules/${rule.id}`, admin)).statusCode).toBe(204);
  });

  it.each([
    ['BELOW without a threshold', { ...batteryRule, threshold: undefined }],
    ['ABOVE without a metric', { ...batteryRule, kind: 'ABOVE', metric: undefined }],
    ['OFFLINE with a metric', { ...batteryRule, kind: 'OFFLINE', threshold: undefined }],
    ['ERROR_CODE on another metric', { ...batteryRule, kind: 'ERROR_CODE', threshold: undefined }],
    ['a device of another business', { ...batteryRule, deviceId: 'theirs' }],
    ['a missing device', { ...batteryRule, deviceId: missingId }],
    ['a NUL byte', { ...batteryRule, name: 'Bat\u0000tery' }],
    ['a lone surrogate', { ...batteryRule, name: 'Bat\uD800tery' }],
    ['a bidirectional override', { ...batteryRule, name: 'Battery\u202E' }],
    ['a week and a minute', { ...batteryRule, forMinutes: 10081 }],
    ['a huge threshold', { ...batteryRule, threshold: '1e400' }],
    ['an unknown field', { ...batteryRule, owner: 'me' }],
    ['an unknown kind', { ...batteryRule, kind: 'SIDEWAYS' }],
  ])('refuses %s with a 400 and writes nothing', async (_case, body: Record<string, unknown>) => {
    const payload = body.deviceId === 'theirs' ? { ...body, deviceId: strangerDeviceId } : body;
    const before = await ruleCount();
    expectError(await call('POST', '/v2/fleet/rules', admin, payload), 400, 'validation_failed');
    expect(await ruleCount()).toBe(before);
  });

  it('keeps at most 50 rules, even when two colleagues add the 50th at once', async () => {
    const base = (await ruleCount()) ?? 0;
    for (let i = base; i < 49; i += 1) await createRule(admin, { ...batteryRule, name: `Rule ${i}` });
    const answers = await Promise.all([
      call('POST', '/v2/fleet/rules', admin, batteryRule),
      call('POST', '/v2/fleet/rules', purchaser, batteryRule),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await ruleCount()).toBe(50);
    await testApp.database.db.query('DELETE FROM iot_alert_rules');
  });
});

describe('alerts raised by the telemetry', () => {
  it('raises battery below 15 % for 10 minutes once, tells the managers, and resolves it when it clears', async () => {
    const { db } = testApp.database;
    const rule = await createRule(admin, batteryRule);
    const start = clock.now();
    // Twelve minutes of readings, but only the last eight below the threshold: not yet.
    await storePoints(
      db,
      deviceId,
      series('battery', start, 13, minute, (i) => (i < 5 ? 40 : 12)),
      start,
    );
    expect(await alertsOf(admin)).toEqual([]);
    clock.advance(3 * minute);
    const later = clock.now();
    await storePoints(
      db,
      deviceId,
      series('battery', later, 3, minute, () => 11.5),
      later,
    );
    const [alert] = await alertsOf(admin);
    expect(alert).toMatchObject({
      deviceId,
      ruleId: rule.id,
      status: 'OPEN',
      value: 11.5,
      message: 'battery below 15 for 10 minutes (11.5)',
    });
    // Still low: the one alert stays the only one.
    clock.advance(minute);
    await storePoints(db, deviceId, [{ metric: 'battery', value: 10, at: clock.now() }], clock.now());
    expect(await alertsOf(admin)).toHaveLength(1);
    const told = await db.query<{ user_id: string }>(
      "SELECT user_id FROM notifications WHERE type = 'iot.alert_raised' AND subject_id = $1",
      [alert?.id],
    );
    expect(told.map((row) => row.user_id).sort()).toEqual([admin.user.id, purchaser.user.id].sort());
    expect(await alertsOf(viewer)).toHaveLength(1);
    expect(await alertsOf(seller)).toEqual([]);
    expect(await alertsOf(stranger)).toEqual([]);
    // Charged: the server resolves it.
    clock.advance(minute);
    await storePoints(db, deviceId, [{ metric: 'battery', value: 80, at: clock.now() }], clock.now());
    const [resolved] = await alertsOf(admin);
    expect(resolved).toMatchObject({ id: alert?.id, status: 'RESOLVED', resolvedBy: null });
    expect((await call('DELETE', `/v2/fleet/rules/${rule.id}`, admin)).statusCode).toBe(204);
    expect((await alertsOf(admin))[0]).toMatchObject({ id: alert?.id, ruleId: null });
  });

  it('raises on a watched error code and clears on code 0', async () => {
    const { db } = testApp.database;
    const rule = await createRule(admin, {
      name: 'Overheat',
      kind: 'ERROR_CODE',
      threshold: 42,
      forMinutes: 0,
      severity: 'CRITICAL',
    });
    clock.advance(minute);
    await storePoints(db, deviceId, [{ metric: 'error_code', value: 7, at: clock.now() }], clock.now());
    expect(await alertsOf(admin, `?status=OPEN`)).toEqual([]);
    clock.advance(minute);
    await storePoints(db, deviceId, [{ metric: 'error_code', value: 42, at: clock.now() }], clock.now());
    expect(await alertsOf(admin, '?status=OPEN')).toMatchObject([{ ruleId: rule.id, value: 42 }]);
    clock.advance(minute);
    await storePoints(db, deviceId, [{ metric: 'error_code', value: 0, at: clock.now() }], clock.now());
    expect(await alertsOf(admin, '?status=OPEN')).toEqual([]);
    expect((await call('DELETE', `/v2/fleet/rules/${rule.id}`, admin)).statusCode).toBe(204);
  });

  it('raises OFFLINE from the recurring job and clears it with the next point', async () => {
    const { db } = testApp.database;
    const rule = await createRule(admin, {
      name: 'Gone',
      kind: 'OFFLINE',
      forMinutes: 30,
      severity: 'WARNING',
      deviceId,
    });
    clock.advance(minute);
    await storePoints(db, deviceId, [{ metric: 'battery', value: 90, at: clock.now() }], clock.now());
    clock.advance(29 * minute);
    await testApp.runJobs();
    await signInEveryone();
    expect(await alertsOf(admin, '?status=OPEN')).toEqual([]);
    clock.advance(2 * minute);
    await testApp.runJobs();
    await signInEveryone();
    expect(await alertsOf(admin, `?status=OPEN&deviceId=${deviceId}`)).toMatchObject([
      { ruleId: rule.id, message: 'no point for 30 minutes', value: null },
    ]);
    await storePoints(db, deviceId, [{ metric: 'battery', value: 90, at: clock.now() }], clock.now());
    expect(await alertsOf(admin, '?status=OPEN')).toEqual([]);
    expect((await call('DELETE', `/v2/fleet/rules/${rule.id}`, admin)).statusCode).toBe(204);
  });
});

describe('acknowledging and resolving', () => {
  async function raise(): Promise<string> {
    const { db } = testApp.database;
    const rule = await createRule(admin, {
      name: 'Any code',
      kind: 'ERROR_CODE',
      forMinutes: 0,
      severity: 'WARNING',
    });
    clock.advance(minute);
    await storePoints(db, deviceId, [{ metric: 'error_code', value: 9, at: clock.now() }], clock.now());
    const [alert] = await alertsOf(admin, '?status=OPEN');
    await db.query('DELETE FROM iot_alert_rules WHERE id = $1', [rule.id]);
    if (alert === undefined) throw new Error('no alert raised');
    return alert.id;
  }

  it('lets members but VIEWERs act, 404 to outsiders, 409 on the wrong state', async () => {
    const id = await raise();
    for (const outsider of [seller, stranger]) {
      expectError(await call('POST', `/v2/fleet/alerts/${id}/acknowledge`, outsider), 404, 'not_found');
      expectError(await call('POST', `/v2/fleet/alerts/${id}/resolve`, outsider), 404, 'not_found');
    }
    expectError(await call('POST', `/v2/fleet/alerts/${id}/acknowledge`, viewer), 403, 'forbidden');
    expectError(await call('POST', `/v2/fleet/alerts/${missingId}/resolve`, admin), 404, 'not_found');
    const acknowledged = expectStatus<Alert>(
      await call('POST', `/v2/fleet/alerts/${id}/acknowledge`, purchaser),
      200,
    );
    expect(acknowledged).toMatchObject({ status: 'ACKNOWLEDGED', acknowledgedBy: 'Ada Lovelace' });
    expectError(await call('POST', `/v2/fleet/alerts/${id}/acknowledge`, admin), 409, 'conflict');
    const resolved = expectStatus<Alert>(await call('POST', `/v2/fleet/alerts/${id}/resolve`, admin), 200);
    expect(resolved).toMatchObject({ status: 'RESOLVED', resolvedBy: 'Grace Hopper' });
    expectError(await call('POST', `/v2/fleet/alerts/${id}/resolve`, admin), 409, 'conflict');
  });

  it('ends two colleagues resolving at once one way, round after round', async () => {
    for (let round = 0; round < 12; round += 1) {
      const id = await raise();
      const answers = await Promise.all([
        call('POST', `/v2/fleet/alerts/${id}/resolve`, admin),
        call('POST', `/v2/fleet/alerts/${id}/resolve`, purchaser),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    }
  });

  it('pages alerts newest first and refuses a bad cursor', async () => {
    const first = expectStatus<{ alerts: Alert[]; next_cursor: string | null }>(
      await call('GET', '/v2/fleet/alerts?limit=5', admin),
      200,
    );
    expect(first.alerts).toHaveLength(5);
    expect(first.next_cursor).not.toBeNull();
    const second = expectStatus<{ alerts: Alert[] }>(
      await call('GET', `/v2/fleet/alerts?limit=5&cursor=${first.next_cursor}`, admin),
      200,
    );
    expect(second.alerts.map((a) => a.id)).not.toContain(first.alerts[0]?.id);
    expectError(await call('GET', '/v2/fleet/alerts?cursor=nope', admin), 400, 'validation_failed');
  });
});

describe('the iot_alerts channel', () => {
  it('tells every instance of a raised and a resolved alert once their transactions commit', async () => {
    const { db } = testApp.database;
    const heard: { id: string; deviceId: string; status: string }[] = [];
    const stop = await db.listen(await schemaChannel(db, iotAlertsChannel), (payload) => {
      heard.push(JSON.parse(payload));
    });
    try {
      const rule = await createRule(admin, {
        name: 'Any',
        kind: 'ERROR_CODE',
        forMinutes: 0,
        severity: 'WARNING',
      });
      clock.advance(minute);
      await storePoints(db, deviceId, [{ metric: 'error_code', value: 3, at: clock.now() }], clock.now());
      await vi.waitFor(() => expect(heard).toHaveLength(1));
      const [alert] = await alertsOf(admin, '?status=OPEN');
      expect(heard[0]).toMatchObject({ id: alert?.id, deviceId, status: 'OPEN' });
      expectStatus(await call('POST', `/v2/fleet/alerts/${alert?.id}/acknowledge`, admin), 200);
      await vi.waitFor(() => expect(heard).toHaveLength(2));
      expect(heard[1]).toMatchObject({ id: alert?.id, status: 'ACKNOWLEDGED' });
      expect((await call('DELETE', `/v2/fleet/rules/${rule.id}`, admin)).statusCode).toBe(204);
    } finally {
      await stop();
    }
  });
});
