/** How one statement runs. */
export interface QueryOptions {
  /**
   * Keep the statement prepared and reuse it: on PostgreSQL a named statement, parsed and planned once per
   * connection (up to a few hundred texts per pool, unnamed beyond). For hot statements whose text comes
   * from a small set, such as the product list's filters. PGlite has one session and no named statements
   * through its API, so it ignores this.
   */
  prepare?: boolean;
}

/** The part of a database connection that repositories use: the same on PGlite and PostgreSQL. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Which engine answers: reported by `GET /healthz`. */
export type DatabaseKind = 'pglite' | 'postgres';

/** A database the server owns: queries, transactions and closing. */
export interface Db extends Queryable {
  /** Which engine answers the queries. */
  readonly kind: DatabaseKind;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every `NOTIFY` on `channel` from any session, this process's own
   * included: a change committed through this `Db` is told before the statement or transaction that made it
   * resolves. `onListening(false)` says notifications may have been missed (the listening connection was lost)
   * and `onListening(true)` that they arrive again; PGlite, in-process, never loses them. Resolves once
   * listening; the returned function stops.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Closes the connections; further queries fail. */
  close(): Promise<void>;
}
