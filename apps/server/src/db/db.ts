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
  /** Closes the connections; further queries fail. */
  close(): Promise<void>;
  /**
   * LISTENs on `channel` (a plain lower-case name) and calls `onPayload` with the payload of every
   * notification sent to it, once the sending transaction has committed. Resolves a function that stops
   * listening. PGlite listens in its own session; PostgreSQL on one dedicated connection per call, which
   * reconnects after an error (notifications sent while it is away are lost; `onError` hears of it).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onError?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
}
