import type { Queryable } from './db.ts';

/**
 * PGlite's shared buffers. PostgreSQL's default, 128 MB, lives inside the WebAssembly heap and is touched page
 * by page as queries read more of the database, so resident memory rose with every round of load until all of
 * it was in use. The embedded database is for trying the product and for tests: 16 MB holds its data.
 */
export const pgliteSharedBuffers = '16MB';

/**
 * Stores the embedded database's memory settings in its data folder (`ALTER SYSTEM`, read at start), unless
 * someone already chose a value other than PostgreSQL's default. Resolves whether it changed anything, which
 * takes effect from the next start.
 */
export async function tunePglite(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ value: string }>(
    "SELECT setting AS value FROM pg_settings WHERE name = 'shared_buffers' AND source IN ('default', 'configuration file') AND setting::bigint * 8192 = 128 * 1024 * 1024",
  );
  if (row === undefined) return false;
  await db.exec(`ALTER SYSTEM SET shared_buffers = '${pgliteSharedBuffers}'`);
  return true;
}
