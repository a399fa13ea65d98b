import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
}

function queryable(target: PgliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      if (params.length === 0) {
        // Without parameters, the simple query protocol: one message into PGlite instead of five (parse,
        // describe, bind, describe, execute), about a fifth less CPU for a page of products. The text is the
        // server's own single statement, so `exec`'s acceptance of several statements changes nothing.
        const results = await target.exec(sql);
        return (results.at(-1)?.rows ?? []) as Row[];
      }
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      // `exec` uses the simple query protocol, which accepts several statements at once.
      await target.exec(sql);
    },
  };
}

/** Wraps an open PGlite as the server's `Db`; closing it closes PGlite. */
export function pgliteDb(pg: PGlite): Db {
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    // In-process: PGlite hands a notification to its listeners while reading the answer of the statement (or
    // COMMIT) that made it, before that query resolves (`ownWritesFirst` always holds), and cannot lose one.
    async listen(channel, onPayload, options) {
      const stop = await pg.listen(channel, onPayload);
      options?.onListening?.(true);
      return async () => {
        // Closing the database first ends the listening too.
        if (!pg.closed) await stop();
      };
    },
    close: () => pg.close(),
  };
}

/**
 * Opens PGlite (PostgreSQL compiled to WASM). With `dataDir` the data lives in that folder (created if
 * missing); without it the database lives in memory, which is what tests use.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  return pgliteDb(dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir));
}
