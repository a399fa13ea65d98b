import pg from 'pg';
import type { Db, Queryable } from './db.ts';

/** Options for the PostgreSQL pool. */
export interface PostgresOptions {
  /** Schema to put first on the search path, created if missing; tests use one schema per file. */
  schema?: string;
  /** Largest number of pooled connections. */
  maxConnections?: number;
  /** Told when an idle pooled connection fails (the pool replaces it); unhandled, it would end the process. */
  onError?: (error: Error) => void;
}

interface ClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function queryable(client: ClientLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      // Without parameters `pg` uses the simple query protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

const plainIdentifier = /^[a-z_][a-z0-9_]*$/;

/** Connects to PostgreSQL through a `pg` pool. */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const { schema } = options;
  if (schema !== undefined) {
    // The schema name also travels in the connection's startup options, so keep it plain.
    if (!plainIdentifier.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  pool.on('error', options.onError ?? (() => {}));
  // Fail fast at start when the server is unreachable or the credentials are wrong.
  await pool.query('SELECT 1');

  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
