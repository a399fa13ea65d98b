import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/database.ts';

// `Db.listen`, shared by the event bus (`lib/events/bus.ts`) and the product list's kept pages
// (`modules/products/list-cache.ts`), on the engine the tests run on.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database.close();
});

const newChannel = () => `listen_test_${randomBytes(4).toString('hex')}`;
const notify = (channel: string, payload: string) =>
  database.db.query('SELECT pg_notify($1, $2)', [channel, payload]);
/** Lets notifications travelling on other connections arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('Db.listen', () => {
  it('hears each committed notification once, and nothing rolled back', async () => {
    const channel = newChannel();
    const heard: string[] = [];
    const stop = await database.db.listen(channel, (payload) => heard.push(payload));
    await notify(channel, 'one');
    await database.db
      .transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', [channel, 'undone']);
        throw new Error('roll back');
      })
      .catch(() => {});
    await expect.poll(() => heard, { timeout: 1000 }).toEqual(['one']);
    await settle();
    expect(heard).toEqual(['one']);
    await stop();
  });

  it('with ownWritesFirst, hears a change made through this Db before the write resolves', async () => {
    const channel = newChannel();
    const heard: string[] = [];
    const states: boolean[] = [];
    const stop = await database.db.listen(channel, (payload) => heard.push(payload), {
      ownWritesFirst: true,
      onListening: (listening) => states.push(listening),
    });
    expect(states).toEqual([true]);
    // Several writes, so that more than one pooled connection is used on PostgreSQL.
    for (let i = 0; i < 6; i++) {
      await notify(channel, `statement ${i}`);
      expect(heard).toContain(`statement ${i}`);
    }
    await database.db.transaction(async (tx) => {
      await tx.query('SELECT pg_notify($1, $2)', [channel, 'committed']);
      expect(heard).not.toContain('committed');
    });
    expect(heard).toContain('committed');
    await stop();
    await settle();
    const count = heard.length;
    await notify(channel, 'after stop');
    await settle();
    expect(heard.length).toBe(count);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'tells when its connection is lost and when it listens again, then hears again',
    async () => {
      const channel = newChannel();
      const heard: string[] = [];
      const states: boolean[] = [];
      const stop = await database.db.listen(channel, (payload) => heard.push(payload), {
        onListening: (listening) => states.push(listening),
      });
      const killed = await database.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN ${channel}`],
      );
      expect(killed.length).toBe(1);
      await expect.poll(() => states, { timeout: 5000 }).toEqual([true, false, true]);
      await notify(channel, 'back');
      await expect.poll(() => heard, { timeout: 1000 }).toEqual(['back']);
      await stop();
    },
  );
});
