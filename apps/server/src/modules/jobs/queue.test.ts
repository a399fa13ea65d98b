import { describe, expect, it } from 'vitest';
import type { JobDefinition, ServerModule } from '../../plugins/openapi/operation.ts';
import { testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { serverModules } from '../index.ts';
import { enqueueJob, scheduleRecurringJobs } from './index.ts';
import { nextOccurrence, retryDelayMs } from './queue.ts';

const clock = testClock();
const ran: unknown[] = [];
let failuresLeft = 0;
const probe: JobDefinition = {
  async run(payload) {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('The probe failed');
    }
    ran.push(payload);
  },
  maxAttempts: 3,
};
let ticks = 0;
let tickFails = false;
let tickEvery: number | undefined = 60_000;
const tick: JobDefinition = {
  async run() {
    ticks += 1;
    if (tickFails) throw new Error('The tick failed');
  },
  maxAttempts: 2,
  schedule: () => (tickEvery === undefined ? undefined : { every: tickEvery }),
};
const probeModule = {
  name: 'probe',
  operations: {},
  jobs: { 'test.probe': probe, 'test.tick': tick },
} as ServerModule<'probe'>;
const testApp = useTestApp({ now: clock.now, modules: [...serverModules, probeModule] });

const stateOf = async (n: number) =>
  (
    await testApp.database.db.query<{ state: string; attempts: number }>(
      `SELECT state, attempts FROM jobs WHERE payload->>'n' = $1`,
      [String(n)],
    )
  )[0];

describe('the job queue', () => {
  it('runs a job enqueued in a committed transaction, and none of a rolled-back one', async () => {
    const { db } = testApp.database;
    await db.transaction((tx) => enqueueJob(tx, 'test.probe', { n: 1 }, clock.now()));
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, 'test.probe', { n: 2 }, clock.now());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await testApp.runJobs();
    expect(ran).toContainEqual({ n: 1 });
    expect(ran).not.toContainEqual({ n: 2 });
    expect(await stateOf(1)).toEqual({ state: 'done', attempts: 1 });
  });

  it('retries a failing job later, then leaves it dead after its last attempt', async () => {
    failuresLeft = 5;
    await enqueueJob(testApp.database.db, 'test.probe', { n: 3 }, clock.now());
    await testApp.runJobs();
    expect(await stateOf(3)).toEqual({ state: 'queued', attempts: 1 });
    clock.advance(10_000);
    await testApp.runJobs();
    expect(await stateOf(3)).toEqual({ state: 'queued', attempts: 2 });
    clock.advance(20_000);
    await testApp.runJobs();
    expect(await stateOf(3)).toEqual({ state: 'dead', attempts: 3 });
    expect(ran).not.toContainEqual({ n: 3 });
  });

  it('keeps one waiting job per key', async () => {
    const { db } = testApp.database;
    failuresLeft = 0;
    await enqueueJob(db, 'test.probe', { n: 4 }, clock.now(), { key: 'k' });
    await enqueueJob(db, 'test.probe', { n: 5 }, clock.now(), { key: 'k' });
    await testApp.runJobs();
    expect(ran).toContainEqual({ n: 4 });
    expect(ran).not.toContainEqual({ n: 5 });
  });

  it('takes a job again once the claim of a runner that died has lapsed, and not before', async () => {
    const { db } = testApp.database;
    await db.query(
      `INSERT INTO jobs (name, payload, run_at, state, attempts, locked_until, created_at)
       VALUES ('test.probe', '{"n": 6}', $1, 'running', 1, $2, $1)`,
      [clock.now(), new Date(clock.now().getTime() + 5 * 60_000)],
    );
    await testApp.runJobs();
    expect(await stateOf(6)).toEqual({ state: 'running', attempts: 1 });
    clock.advance(5 * 60_000);
    await testApp.runJobs();
    expect(await stateOf(6)).toEqual({ state: 'done', attempts: 2 });
    expect(ran.filter((payload) => JSON.stringify(payload) === '{"n":6}')).toHaveLength(1);
  });

  it('waits 10 s, 20 s, 40 s ... and at most an hour between attempts', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});

describe('recurring jobs', () => {
  const waiting = async () =>
    testApp.database.db.query<{ run_at: Date }>(
      `SELECT run_at FROM jobs WHERE name = 'test.tick' AND state IN ('queued', 'running')`,
    );

  it('keep one waiting occurrence however many instances schedule them, and run it when due', async () => {
    const { db } = testApp.database;
    // The app scheduled it when it started; two more instances starting change nothing.
    await scheduleRecurringJobs(db, { 'test.tick': tick }, clock.now());
    await scheduleRecurringJobs(db, { 'test.tick': tick }, clock.now());
    expect(await waiting()).toHaveLength(1);
    const before = ticks;
    await testApp.runJobs();
    expect(ticks).toBe(before);
    clock.advance(60_000);
    await testApp.runJobs();
    expect(ticks).toBe(before + 1);
    const next = await waiting();
    expect(next).toHaveLength(1);
    expect(next[0]?.run_at).toEqual(new Date(clock.now().getTime() + 60_000));
  });

  it('go on after an occurrence dies, and stop when their setting turns them off', async () => {
    tickFails = true;
    clock.advance(60_000);
    await testApp.runJobs();
    clock.advance(10_000);
    await testApp.runJobs();
    const [dead] = await testApp.database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE name = 'test.tick' AND state = 'dead'`,
    );
    expect(dead?.n).toBe(1);
    expect(await waiting()).toHaveLength(1);
    tickFails = false;
    tickEvery = undefined;
    clock.advance(60_000);
    await testApp.runJobs();
    expect(await waiting()).toHaveLength(0);
    tickEvery = 60_000;
  });

  it('run daily at a UTC time', () => {
    const schedule = { dailyAt: '03:30' };
    expect(nextOccurrence(schedule, new Date('2026-03-02T01:00:00Z'))).toEqual(
      new Date('2026-03-02T03:30:00Z'),
    );
    expect(nextOccurrence(schedule, new Date('2026-03-02T03:30:00Z'))).toEqual(
      new Date('2026-03-03T03:30:00Z'),
    );
    expect(() => nextOccurrence({ dailyAt: '24:00' }, new Date())).toThrow('dailyAt');
    expect(() => nextOccurrence({ every: 10 }, new Date())).toThrow('every');
  });
});

describe('the daily clean-up', () => {
  it('deletes jobs done longer ago than the retention (14 days), keeps newer ones and every dead one', async () => {
    const { db } = testApp.database;
    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000);
    const insert = async (state: string, finished: Date) =>
      (
        await db.query<{ id: string }>(
          `INSERT INTO jobs (name, run_at, state, attempts, created_at, finished_at)
           VALUES ('test.old', $1, $2, 1, $1, $1) RETURNING id::text`,
          [finished, state],
        )
      )[0]?.id;
    const old = await insert('done', daysAgo(15));
    const recent = await insert('done', daysAgo(1));
    const dead = await insert('dead', daysAgo(60));
    clock.advance(24 * 60 * 60_000);
    await testApp.runJobs();
    const left = await db.query<{ id: string }>(`SELECT id::text FROM jobs WHERE name = 'test.old'`);
    expect(left.map((row) => row.id).sort()).toEqual([recent, dead].sort());
    expect(old).toBeDefined();
    const [cleanup] = await db.query<{ state: string; run_at: Date }>(
      `SELECT state, run_at FROM jobs WHERE name = 'jobs.cleanup' AND state = 'queued'`,
    );
    expect(cleanup?.run_at.toISOString()).toMatch(/T03:30:00\.000Z$/);
  });
});
