import pg from 'pg';

/** What `listenOnPostgres` needs. */
export interface PostgresListenOptions {
  /** The server to connect to (`DATABASE_URL`). */
  connectionString: string;
  /** The schema the pool works in, when it is not the default (tests). */
  schema?: string;
  /** The channel, a plain lower-case name. */
  channel: string;
  /** Called with each notification's payload. */
  onPayload: (payload: string) => void;
  /** Told when the connection fails; it is then opened again. */
  onError?: (error: Error) => void;
}

const plainChannel = /^[a-z_][a-z0-9_]{0,62}$/;

/** Waits before reconnecting: 100 ms, doubling up to 5 s. */
const retryDelay = (attempt: number) => Math.min(5000, 100 * 2 ** attempt);

/**
 * LISTENs on one dedicated connection (a pooled one would be handed to other queries). When the connection
 * fails it connects again with back-off and LISTENs again, until the returned function stops it.
 */
export async function listenOnPostgres(options: PostgresListenOptions): Promise<() => Promise<void>> {
  const { channel, onPayload, onError } = options;
  if (!plainChannel.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
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
  };

  const reconnect = (failed: pg.Client, attempt: number) => {
    // One retry at a time, and none for a connection already replaced.
    if (stopped || retry !== undefined || (client !== failed && client !== undefined)) return;
    client = undefined;
    failed.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().catch((error: unknown) => {
        onError?.(error instanceof Error ? error : new Error(String(error)));
        reconnect(failed, attempt + 1);
      });
    }, retryDelay(attempt));
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry !== undefined) clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}
