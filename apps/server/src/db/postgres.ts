import pg, { type QueryConfig } from 'pg';
import type { Db, Queryable, QueryOptions } from './db.ts';
import { fastTypes } from './pg-timestamps.ts';
import { listenOnPool, listenOnPostgres } from './postgres-listener.ts';

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
  query(config: QueryConfig | string): Promise<{ rows: unknown[] }>;
}

/** Most statement texts a pool keeps prepared (each connection prepares the ones it runs). */
const preparedTextsKept = 256;

/**
 * Names for prepared statements, one per statement text, the same on every connection of a pool (node-postgres
 * parses a named statement once per connection and then only binds and executes it).
 */
function statementNames(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined && names.size < preparedTextsKept) {
      name = `robomarket_${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
}

function queryable(client: ClientLike, nameOf: (sql: string) => string | undefined): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      const name = options.prepare ? nameOf(sql) : undefined;
      const result = await client.query({
        text: sql,
        values: [...params],
        ...(name === undefined ? {} : { name }),
      });
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
    // Dates read by position rather than by regular expressions (`pg-timestamps.ts`).
    types: fastTypes,
    max: options.maxConnections ?? 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  pool.on('error', options.onError ?? (() => {}));
  const pooled = listenOnPool(pool);
  // Fail fast at start when the server is unreachable or the credentials are wrong.
  await pool.query('SELECT 1');

  const nameOf = statementNames();
  return {
    kind: 'postgres',
    ...queryable(pool, nameOf),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client, nameOf));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, listenOptions) =>
      listenOnPostgres({ ...listenOptions, connectionString, schema, channel, onPayload, pool: pooled }),
    close: () => pool.end(),
  };
}
