import pg from 'pg';
import type { ListenOptions } from './db.ts';

/** What `listenOnPostgres` needs. */
export interface PostgresListenOptions extends ListenOptions {
  /** The server to connect to (`DATABASE_URL`). */
  connectionString: string;
  /** The schema the pool works in, when it is not the default (tests). */
  schema?: string;
  /** The channel, a plain lower-case name. */
  channel: string;
  /** Called with each notification's payload. */
  onPayload: (payload: string) => void;
  /** The pool's own listening (`listenOnPool`), which `ownWritesFirst` joins. */
  pool?: PoolListeners;
}

const plainChannel = /^[a-z_][a-z0-9_]{0,62}$/;

/** Waits before reconnecting: 100 ms, doubling up to 5 s. */
const retryDelay = (attempt: number) => Math.min(5000, 100 * 2 ** attempt);

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * LISTENs on one dedicated connection (a pooled one would be handed to other queries). When the connection
 * fails it connects again with back-off and LISTENs again, until the returned function stops it. With
 * `ownWritesFirst`, the pool's connections listen on the channel as well (`listenOnPool`).
 */
export async function listenOnPostgres(options: PostgresListenOptions): Promise<() => Promise<void>> {
  const { channel, onPayload, onError, onListening } = options;
  if (!plainChannel.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let listening = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      onError?.(error);
      reconnect(next, 0);
    });
    // The server closing the connection without an error (a restart) ends it too.
    next.on('end', () => reconnect(next, 0));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    listening = true;
    onListening?.(true);
  };

  const reconnect = (failed: pg.Client, attempt: number) => {
    // One retry at a time, and none for a connection already replaced.
    if (stopped || retry !== undefined || (client !== failed && client !== undefined)) return;
    client = undefined;
    if (listening) {
      listening = false;
      onListening?.(false);
    }
    failed.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().catch((error: unknown) => {
        onError?.(asError(error));
        reconnect(failed, attempt + 1);
      });
    }, retryDelay(attempt));
  };

  const unpool = options.ownWritesFirst ? options.pool?.add(channel, onPayload) : undefined;
  const stop = async () => {
    stopped = true;
    if (retry !== undefined) clearTimeout(retry);
    unpool?.();
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
  // A first connection that fails leaves nothing behind (its error or end would schedule a retry).
  await connect().catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return stop;
}

/** The channels a pool's connections listen on (`listenOnPool`). */
export interface PoolListeners {
  /** Makes every connection of the pool listen on `channel` for `onPayload`, until the returned function. */
  add(channel: string, onPayload: (payload: string) => void): () => void;
}

/**
 * Lets a pool's connections LISTEN too, so that a session committing a change receives its own notification
 * before the COMMIT's ReadyForQuery (PostgreSQL delivers a session's pending notifications before it reports
 * itself idle), i.e. before the write resolves here: this process's next read already knows of it. Changes
 * made elsewhere arrive on `listenOnPostgres`'s own connection. A connection LISTENs on the channels it
 * lacks when it is next acquired, before the query it was acquired for.
 */
export function listenOnPool(pool: pg.Pool): PoolListeners {
  const channels = new Map<string, Set<(payload: string) => void>>();
  const joined = new WeakMap<pg.PoolClient, Set<string>>();
  pool.on('connect', (client) => {
    joined.set(client, new Set());
    client.on('notification', ({ channel, payload }) => {
      for (const onPayload of channels.get(channel) ?? []) onPayload(payload ?? '');
    });
  });
  pool.on('acquire', (client) => {
    const done = joined.get(client);
    if (done === undefined) return;
    for (const channel of channels.keys()) {
      if (done.has(channel)) continue;
      done.add(channel);
      // Queued before the query the connection was acquired for.
      client.query(`LISTEN ${channel}`).catch(() => done.delete(channel));
    }
  });
  return {
    add(channel, onPayload) {
      if (!plainChannel.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
      const hearers = channels.get(channel) ?? new Set();
      channels.set(channel, hearers);
      // A function of its own, so adding one callback twice still hears twice.
      const slot = (payload: string) => onPayload(payload);
      hearers.add(slot);
      return () => {
        hearers.delete(slot);
        // Connections that LISTEN already go on doing so (an UNLISTEN would need each of them), unheard.
        if (hearers.size === 0 && channels.get(channel) === hearers) channels.delete(channel);
      };
    },
  };
}
