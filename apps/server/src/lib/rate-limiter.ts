/** How many hits a key may make per window. */
export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  /** The window's length in milliseconds. */
  windowMs: number;
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

/** Counts hits per key (an IP address, an account) in fixed windows, in memory. */
export interface RateLimiter {
  /** Counts one hit for `key` and says whether it is allowed. */
  hit(key: string): RateLimitResult;
  /** Says whether one more hit for `key` would be allowed, without counting it (limits on failures only). */
  peek(key: string): RateLimitResult;
  /** Forgets `key`, e.g. after a successful login. */
  reset(key: string): void;
}

/** Options for `createRateLimiter`. */
export interface RateLimiterOptions extends RateLimit {
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
  /** Most keys kept at once; beyond it expired windows are swept, then the oldest dropped. */
  maxKeys?: number;
}

/**
 * A fixed-window limiter held in this process's memory. With several server instances each counts on its
 * own, which is acceptable for modest limits (sign-ups, logins); a shared store can replace it later.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limit, windowMs } = options;
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number): void {
    for (const [key, window] of windows) {
      if (window.resetAt <= at) windows.delete(key);
    }
    // Still full of live windows: drop the oldest (a Map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    hit(key) {
      const at = now();
      let window = windows.get(key);
      if (window === undefined || window.resetAt <= at) {
        if (window === undefined && windows.size >= maxKeys) sweep(at);
        windows.delete(key);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
      };
    },
    peek(key) {
      const at = now();
      const window = windows.get(key);
      if (window === undefined || window.resetAt <= at) {
        return {
          allowed: true,
          remaining: limit,
          retryAfterSeconds: Math.max(1, Math.ceil(windowMs / 1000)),
        };
      }
      return {
        allowed: window.count < limit,
        remaining: Math.max(0, limit - window.count),
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
      };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
