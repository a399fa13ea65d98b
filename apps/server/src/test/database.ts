import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite, pgliteDb } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';

/** An in-memory PGlite loaded from the template the global setup dumped, or a new one without it. */
async function openTestPglite(migrated: boolean): Promise<Db> {
  const templates = inject('pgliteTemplates');
  if (templates === undefined) {
    const db = await openPglite();
    if (migrated) await migrate(db);
    return db;
  }
  const dump = await readFile(migrated ? templates.migrated : templates.blank);
  return pgliteDb(await PGlite.create({ loadDataDir: new Blob([dump]) }));
}

/** A database for one test file. */
export interface TestDatabase {
  /** The connection, migrated. */
  db: Db;
  /**
   * Opens another connection to the same data, as a second server instance would (PostgreSQL: a pool of its
   * own on the schema; PGlite, one process's database: the same connection). The caller closes it.
   */
  connectAgain(): Promise<Db>;
  /** Closes it and throws its data away. */
  close(): Promise<void>;
}

/**
 * A fresh, migrated database: an in-memory PGlite, or, when `DATABASE_URL` is set, a schema of its own
 * on that PostgreSQL server (dropped on close), so that test files running at once never meet.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openTestPglite(options.migrate !== false);
    // Closing the same PGlite through the second handle would close it under the first: it does nothing.
    const again = { ...db, close: async () => {} } as Db;
    return { db, connectAgain: async () => again, close: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres(url, { schema, maxConnections: 4 });
  if (options.migrate !== false) await migrate(db);
  return {
    db,
    connectAgain: () => openPostgres(url, { schema, maxConnections: 4 }),
    async close() {
      await db.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The engine the tests run on. */
export const testDatabaseKind: Db['kind'] = process.env.DATABASE_URL ? 'postgres' : 'pglite';
