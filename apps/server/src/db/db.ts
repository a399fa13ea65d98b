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
   * LISTENs on `channel` (a plain lower-case name) and calls `onPayload` with the payload of every
   * notification sent to it by any session, once the sending transaction has committed. Resolves, once
   * listening, a function that stops. PGlite listens in its own session and cannot miss a notification.
   * PostgreSQL listens on one dedicated connection per call, which reconnects after an error; notifications
   * sent while it is away are lost, which `onError` and `onListening(false)` tell.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  /** Closes the connections; further queries fail. */
  close(): Promise<void>;
}

/** What a `Db.listen` caller hears besides the payloads, and how early. */
export interface ListenOptions {
  /** Told when the listening connection fails; it is then opened again. */
  onError?: (error: Error) => void;
  /**
   * `false` when notifications may have been missed (the listening connection was lost), `true` once they
   * arrive again; the first `true` comes before `listen` resolves.
   */
  onListening?: (listening: boolean) => void;
  /**
   * Hear a change committed through this `Db` before the statement or transaction that made it resolves
   * (read-your-writes). PGlite always does; on PostgreSQL every pooled connection LISTENs on the channel too,
   * so a payload may then be heard more than once.
   */
  ownWritesFirst?: boolean;
}
