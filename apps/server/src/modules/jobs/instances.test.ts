// The queue across processes: jobs survive a restart, several instances on one database run each job once,
// and a stopping runner finishes the job in hand and claims no other.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/db.ts';
import type { JobDefinition, ModuleServices, ServerModule } from '../../plugins/openapi/operation.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/database.ts';
import { serverModules } from '../index.ts';
import { enqueueJob, startJobRunner } from './index.ts';

/** A module whose `test.count` job records, per payload `n`, which instance ran it. */
function countingModule(instance: string, runs: Map<number, string[]>): ServerModule<'probe'> {
  const count: JobDefinition = {
    async run(payload, { db }) {
      const { n } = payload as { n: number };
      // A query, as real jobs make: the other instance gets its turn meanwhile.
      await db.query('SELECT 1');
      runs.set(n, [...(runs.get(n) ?? []), instance]);
    },
  };
  return { name: 'probe', operations: {}, jobs: { 'test.count': count } } as ServerModule<'probe'>;
}

const doneCount = async (db: Db, name: string) =>
  (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE name = $1 AND state = 'done'`, [
      name,
    ])
  )[0]?.n;

const open: { apps: FastifyInstance[]; dbs: Db[]; database?: TestDatabase } = { apps: [], dbs: [] };
afterEach(async () => {
  for (const app of open.apps.splice(0)) await app.close();
  for (const db of open.dbs.splice(0)) await db.close();
  await open.database?.close();
  open.database = undefined;
});

async function instance(db: Db, modules: ServerModule<'probe'>, jobPollMs: number): Promise<FastifyInstance> {
  const app = await buildApp({ db, jobPollMs, modules: [...serverModules, modules] });
  open.apps.push(app);
  return app;
}

describe(`the job queue across instances (${testDatabaseKind})`, () => {
  it('keeps a job through a restart: the next instance runs it', async () => {
    open.database = await createTestDatabase();
    const { db } = open.database;
    const runs = new Map<number, string[]>();
    const first = await instance(db, countingModule('first', runs), 0);
    await db.transaction((tx) => enqueueJob(tx, 'test.count', { n: 1 }, new Date()));
    await first.close();
    open.apps.splice(open.apps.indexOf(first), 1);
    expect(runs.size).toBe(0);

    await instance(db, countingModule('second', runs), 20);
    // Done once the job's run has returned and the runner has marked it.
    await vi.waitFor(async () => expect(await doneCount(db, 'test.count')).toBe(1), {
      timeout: 20_000,
      interval: 20,
    });
    expect(runs.get(1)).toEqual(['second']);
  });

  it('runs each of hundreds of jobs exactly once with two instances on one database, both taking some', async () => {
    open.database = await createTestDatabase();
    const { db } = open.database;
    const other = await open.database.connectAgain();
    open.dbs.push(other);
    const runs = new Map<number, string[]>();
    await instance(db, countingModule('A', runs), 20);
    await instance(other, countingModule('B', runs), 20);
    const total = 300;
    await db.transaction(async (tx) => {
      for (let n = 0; n < total; n++) await enqueueJob(tx, 'test.count', { n }, new Date());
    });
    await vi.waitFor(async () => expect(await doneCount(db, 'test.count')).toBe(total), {
      timeout: 60_000,
      interval: 50,
    });
    expect(runs.size).toBe(total);
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    const byInstance = [...runs.values()].flat();
    expect(byInstance.filter((by) => by === 'A').length).toBeGreaterThan(0);
    expect(byInstance.filter((by) => by === 'B').length).toBeGreaterThan(0);
  });

  it('stops after the job in hand: it finishes, and no other job is claimed', async () => {
    open.database = await createTestDatabase();
    const { db } = open.database;
    let started = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: JobDefinition = {
      async run() {
        started += 1;
        await held;
      },
    };
    const log = (await instance(db, countingModule('none', new Map()), 0)).log;
    await enqueueJob(db, 'test.slow', { n: 1 }, new Date());
    await enqueueJob(db, 'test.slow', { n: 2 }, new Date());
    const stop = await startJobRunner(
      { 'test.slow': slow },
      { db, now: () => new Date(), log, services: {} as ModuleServices },
      20,
    );
    await vi.waitFor(() => expect(started).toBe(1), { timeout: 20_000, interval: 10 });
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await db.query('SELECT 1');
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(started).toBe(1);
    const states = await db.query<{ n: string; state: string }>(
      `SELECT payload->>'n' AS n, state FROM jobs WHERE name = 'test.slow' ORDER BY id`,
    );
    expect(states).toEqual([
      { n: '1', state: 'done' },
      { n: '2', state: 'queued' },
    ]);
  });
});
