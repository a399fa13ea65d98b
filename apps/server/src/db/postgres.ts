import pg, { type QueryConfig } from 'pg';
import type { Db, Queryable, QueryOptions } from './db.ts';
import { fastTypes } from './pg-timestamps.ts';

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
  const notifications = poolNotifications(pool);
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
    listen: (channel, onNotify, onListening) =>
      listen(connectionString, notifications, channel, onNotify, onListening),
    close: () => pool.end(),
  };
}

/** How long a lost listening connection waits before connecting again. */
const listenRetryMs = 1000;

/** The channels this pool's connections listen on, and who hears each. */
type PoolNotifications = Map<string, Set<(payload: string) => void>>;

/**
 * Every pooled connection listens on the channels asked for, so a session that commits a change receives its
 * own notification before the COMMIT's ReadyForQuery (PostgreSQL delivers a session's pending notifications
 * before it reports itself idle), i.e. before the write resolves here. That is what makes a change visible to
 * this process's next read; changes made elsewhere arrive on `listen`'s own connection.
 */
function poolNotifications(pool: pg.Pool): PoolNotifications {
  const channels: PoolNotifications = new Map();
  const listening = new WeakMap<pg.PoolClient, Set<string>>();
  pool.on('connect', (client) => {
    listening.set(client, new Set());
    client.on('notification', ({ channel, payload }) => {
      for (const onNotify of channels.get(channel) ?? []) onNotify(payload ?? '');
    });
  });
  pool.on('acquire', (client) => {
    const done = listening.get(client);
    if (done === undefined || done.size === channels.size) return;
    for (const channel of channels.keys()) {
      if (done.has(channel)) continue;
      done.add(channel);
      // Queued before the query the connection was acquired for.
      client.query(`LISTEN ${channel}`).catch(() => done.delete(channel));
    }
  });
  return channels;
}

/**
 * `Db.listen` on PostgreSQL: a connection of its own that listens on `channel` (connecting again after
 * `listenRetryMs` when it is lost), and the pool's connections listening too, for this process's own changes.
 */
async function listen(
  connectionString: string,
  pooled: PoolNotifications,
  channel: string,
  onNotify: (payload: string) => void,
  onListening: (listening: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  if (!plainIdentifier.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  const hearers = pooled.get(channel) ?? new Set();
  pooled.set(channel, hearers);
  hearers.add(onNotify);

  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.end().catch(() => {});
      if (stopped) return;
      onListening(false);
      retry = setTimeout(() => {
        connect().catch(() => {});
      }, listenRetryMs);
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', onLost);
    next.on('end', onLost);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost();
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    onListening(true);
  };
  await connect().catch((error: unknown) => {
    stopped = true;
    clearTimeout(retry);
    hearers.delete(onNotify);
    throw error;
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    hearers.delete(onNotify);
    await client?.end();
  };
}
