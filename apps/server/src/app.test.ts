import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import type { AnyServerModule } from './plugins/openapi/operation.ts';
import { createTestDatabase, type TestDatabase } from './test/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A module that records its start and stop in `log`, and hands `services` to handlers. */
const recording = (name: string, log: string[], services?: unknown): AnyServerModule => ({
  name,
  operations: {},
  start: () => {
    log.push(`start ${name}`);
    return {
      services,
      stop: async () => {
        log.push(`stop ${name}`);
      },
    };
  },
});

describe('the modules of an app', () => {
  it('start in order when it is built, reach handlers as context.services, and stop in reverse on close', async () => {
    const log: string[] = [];
    let seen: unknown;
    const probe: AnyServerModule = {
      ...recording('probe', log, { answer: 42 }),
      operations: {
        getHealth: {
          handle: async (_request, _reply, context) => {
            seen = context.services;
            return { status: 'ok', database: context.db.kind };
          },
        },
      },
    };
    const app = await buildApp({
      db: database.db,
      modules: [recording('first', log), probe, recording('last', log)],
    });
    expect(log).toEqual(['start first', 'start probe', 'start last']);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(seen).toEqual({ probe: { answer: 42 } });
    await app.close();
    expect(log.slice(3)).toEqual(['stop last', 'stop probe', 'stop first']);
  });

  it('stop those already started when one fails to start, and the build fails', async () => {
    const log: string[] = [];
    const failing: AnyServerModule = {
      name: 'failing',
      operations: {},
      start: () => {
        throw new Error('no start');
      },
    };
    await expect(
      buildApp({ db: database.db, modules: [recording('first', log), failing, recording('never', log)] }),
    ).rejects.toThrow('no start');
    expect(log).toEqual(['start first', 'stop first']);
  });

  it('leave no timer running once the app is closed', async () => {
    // The modules' timers are unref'd, which `process.getActiveResourcesInfo()` leaves out: count them here.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      const app = await buildApp({ db: database.db });
      // The job runner's poll, at least.
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      await app.close();
      // On PostgreSQL the pool (the database's, not the app's) keeps an idle timer per client the job runner
      // used; they fire and end. A module's interval left running would fire and stay.
      if (database.db.kind === 'postgres') await vi.runOnlyPendingTimersAsync();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
