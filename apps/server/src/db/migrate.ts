import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './db.ts';

/** The folder of SQL migrations shipped with the server. */
export const migrationsDir = join(import.meta.dirname, '../../migrations');

const migrationFile = /^(\d{4})_[a-z0-9_]+\.sql$/;

// Any constant shared by every server instance; serialises migrations when several start at once.
const migrationLockKey = 7_261_955_311;

/**
 * Applies the migrations in `dir` (files `NNNN_name.sql`, in order) that `schema_migrations` does not
 * list yet, each file in its own transaction. Running it again applies nothing. Returns the names applied.
 */
export async function migrate(db: Db, dir: string = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  for (const name of files) {
    if (!migrationFile.test(name)) {
      throw new Error(`Migration file ${name} does not match NNNN_name.sql (lower-case name, digits, _)`);
    }
  }
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);

  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(join(dir, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return false;
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
