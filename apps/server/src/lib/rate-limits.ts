import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

/** How many hits a key may make per window. */
export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  /** The window's length in milliseconds. */
  windowMs: number;
  /**
   * Exponential back-off: each window in a row that ended over the limit doubles the next one (up to 64
   * times), so a patient attacker slows down while an owner who stays under the limit never notices.
   */
  backoff?: boolean;
}

/** The verdict on one hit. */
export interface RateLimitResult {
  /** Whether this hit is within the limit. */
  allowed: boolean;
  /** Hits left in the current window. */
  remaining: number;
  /** Whole seconds until the window resets (for `Retry-After`); at least 1. */
  retryAfterSeconds: number;
}

/** Counts hits per key (an address, an account, a device) in the database, shared by every instance. */
export interface RateLimiter {
  /** Counts one hit for `key` atomically and says whether it is within the limit. */
  hit(key: string): Promise<RateLimitResult>;
  /** Gives back one hit of the current window, e.g. after an attempt that turned out to succeed. */
  refund(key: string): Promise<void>;
  /** Forgets `key` and its back-off, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
}

/** Options for `createRateLimitStore`. */
export interface RateLimitStoreOptions {
  /** The database holding `rate_limits` (migration 0004). */
  db: Queryable;
  /** The clock; tests pass their own. */
  now: () => Date;
  /** How often this instance deletes expired rows, in milliseconds (default one minute). */
  sweepEveryMs?: number;
}

/** Named limiters over the `rate_limits` table, and the clean-up of expired rows. */
export interface RateLimitStore {
  /** A limiter for one purpose; its keys are stored as `name:` plus a hash, so no address or e-mail is kept. */
  limiter(name: string, rule: RateLimit): RateLimiter;
  /** Deletes rows whose window and back-off have ended; returns how many. */
  sweep(): Promise<number>;
}

/** Most doublings of a back-off window: 2^6 = 64 windows (16 hours for a 15-minute window). */
const maxStrikes = 6;

/*
 * One statement, so concurrent hits on any instance serialise on the row: a new key starts a window; a live
 * window counts one more; an ended window starts a new one, longer when the last ended over the limit
 * (back-off), or fresh when even its back-off memory has expired.
 * $1 key, $2 now, $3 window ms, $4 limit, $5 back-off on, $6 most strikes.
 */
const strikesAfter = `CASE
    WHEN r.window_ends > $2::timestamptz THEN r.strikes
    WHEN r.expires_at <= $2::timestamptz THEN 0
    WHEN $5::boolean AND r.hits > $4::integer THEN least(r.strikes + 1, $6::integer)
    ELSE 0 END`;
const consumeSql = `
INSERT INTO rate_limits AS r (key, hits, strikes, window_ends, expires_at)
VALUES ($1, 1, 0, $2::timestamptz + $3::double precision * interval '1 millisecond',
        $2::timestamptz + 2 * $3::double precision * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN r.window_ends > $2::timestamptz THEN r.hits + 1 ELSE 1 END,
  strikes = ${strikesAfter},
  window_ends = CASE WHEN r.window_ends > $2::timestamptz THEN r.window_ends
    ELSE $2::timestamptz + $3::double precision * power(2, ${strikesAfter}) * interval '1 millisecond' END,
  expires_at = CASE WHEN r.window_ends > $2::timestamptz THEN r.expires_at
    ELSE $2::timestamptz + 2 * $3::double precision * power(2, ${strikesAfter}) * interval '1 millisecond' END
RETURNING hits, window_ends`;

function storedKey(name: string, key: string): string {
  return `${name}:${createHash('sha256').update(key).digest('base64url')}`;
}

/** Deletes the counters expired at `at` (the daily clean-up job); answers how many. */
export async function deleteExpiredRateLimits(q: Queryable, at: Date): Promise<number> {
  const rows = await q.query('DELETE FROM rate_limits WHERE expires_at <= $1 RETURNING 1', [at]);
  return rows.length;
}

/**
 * Fixed-window rate limits in the database (`rate_limits`), so that every server instance on one database
 * shares the counts and concurrent requests cannot slip past a limit: each hit is one atomic upsert.
 */
export function createRateLimitStore(options: RateLimitStoreOptions): RateLimitStore {
  const { db, now } = options;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweep(): Promise<number> {
    return deleteExpiredRateLimits(db, now());
  }

  async function sweepNowAndThen(at: Date): Promise<void> {
    if (at.getTime() - lastSweep < sweepEveryMs) return;
    lastSweep = at.getTime();
    await sweep();
  }

  return {
    sweep,
    limiter(name, rule) {
      return {
        async hit(key) {
          const at = now();
          await sweepNowAndThen(at);
          const [row] = await db.query<{ hits: number; window_ends: Date | string }>(consumeSql, [
            storedKey(name, key),
            at,
            rule.windowMs,
            rule.limit,
            rule.backoff === true,
            maxStrikes,
          ]);
          if (row === undefined) throw new Error('The rate limit upsert returned no row');
          const hits = Number(row.hits);
          const endsAt = new Date(row.window_ends).getTime();
          return {
            allowed: hits <= rule.limit,
            remaining: Math.max(0, rule.limit - hits),
            retryAfterSeconds: Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000)),
          };
        },
        async refund(key) {
          await db.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0', [
            storedKey(name, key),
          ]);
        },
        async reset(key) {
          await db.query('DELETE FROM rate_limits WHERE key = $1', [storedKey(name, key)]);
        },
      };
    },
  };
}
