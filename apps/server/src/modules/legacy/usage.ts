// Usage figures of the legacy generation (issue 29): every legacy call counted per day, operation and caller,
// so the sunset can be planned from data. Written once the answer is sent; `flush` waits for the writes.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { keyHeader, keyShape } from '../keys/index.ts';

/** Who made a legacy call, as counted: a user, a publishable key, a device, or nobody signed in. */
export function callerOf(request: FastifyRequest): string {
  if (request.user !== undefined) return `user:${request.user.id}`;
  const key = request.headers[keyHeader];
  if (typeof key === 'string' && keyShape.test(key)) return `key:${key}`;
  const deviceId = (request.params as Record<string, unknown> | undefined)?.deviceId;
  if (typeof deviceId === 'string' && /^[0-9a-f-]{36}$/i.test(deviceId))
    return `device:${deviceId.toLowerCase()}`;
  return 'anonymous';
}

/** Counts legacy calls in `legacy_usage`. */
export interface UsageCounter {
  /** Counts one answered call (the write runs in the background). */
  count(operation: string, caller: string, statusCode: number): void;
  /** Resolves once every write started so far has ended. */
  flush(): Promise<void>;
}

export function createUsageCounter(db: Queryable, now: () => Date, log: FastifyBaseLogger): UsageCounter {
  const pending = new Set<Promise<void>>();
  return {
    count(operation, caller, statusCode) {
      const at = now();
      const write = db
        .query(
          `INSERT INTO legacy_usage (day, operation, caller, calls, failures, last_called_at)
           VALUES (($4::timestamptz AT TIME ZONE 'UTC')::date, $1, $2, 1, $3, $4)
           ON CONFLICT (day, operation, caller) DO UPDATE
             SET calls = legacy_usage.calls + 1,
                 failures = legacy_usage.failures + excluded.failures,
                 last_called_at = GREATEST(legacy_usage.last_called_at, excluded.last_called_at)`,
          [operation, caller, statusCode >= 400 ? 1 : 0, at],
        )
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'Counting a legacy call failed'),
        );
      pending.add(write);
      void write.finally(() => pending.delete(write));
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}

/** One line of the usage figures: an operation's calls by one caller over the period. */
export interface UsageLine {
  operation: string;
  caller: string;
  /** The user's e-mail for a `user:` caller that still exists. */
  email: string | null;
  calls: number;
  failures: number;
  firstDay: string;
  lastCalledAt: Date;
}

/** The usage figures since `since` (a day, UTC), most called first. */
export async function usageSince(db: Queryable, since: Date): Promise<UsageLine[]> {
  const rows = await db.query<{
    operation: string;
    caller: string;
    email: string | null;
    calls: string;
    failures: string;
    first_day: string;
    last_called_at: Date;
  }>(
    `SELECT u.operation, u.caller, accounts.email, sum(u.calls)::text AS calls, sum(u.failures)::text AS failures,
            min(u.day)::text AS first_day, max(u.last_called_at) AS last_called_at
       FROM legacy_usage u
       LEFT JOIN user_accounts accounts ON u.caller LIKE 'user:%' AND accounts.id::text = substr(u.caller, 6)
      WHERE u.day >= ($1::timestamptz AT TIME ZONE 'UTC')::date
      GROUP BY u.operation, u.caller, accounts.email
      ORDER BY sum(u.calls) DESC, u.operation, u.caller`,
    [since],
  );
  return rows.map((row) => ({
    operation: row.operation,
    caller: row.caller,
    email: row.email,
    calls: Number(row.calls),
    failures: Number(row.failures),
    firstDay: row.first_day,
    lastCalledAt: row.last_called_at,
  }));
}
