import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';

/** A database for one test file. */
export interface TestDatabase {
  /** The connection, migrated. */
  db: Db;
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
    const db = await openPglite();
    if (options.migrate !== false) await migrate(db);
    return { db, close: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres(url, { schema, maxConnections: 4 });
  if (options.migrate !== false) await migrate(db);
  return {
    db,
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
