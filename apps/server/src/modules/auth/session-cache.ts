import type { Queryable } from '../../db/db.ts';
import type { SessionLookups, SessionUser } from './context.ts';
import { findSessionUser } from './sessions.ts';

/**
 * The sessions this process has checked lately, so that an access token is verified without a database
 * round trip on most requests. A revocation made by this process (logout, password change, a refresh token
 * reused) takes effect at once; one made elsewhere (another instance, the admin command) is seen at the next
 * look-up, at most `ttlMs` later.
 */
export interface SessionCache extends SessionLookups {
  /** How many sessions are held (bounded by `maxEntries`). */
  readonly size: number;
}

/** Options for `createSessionCache`. */
export interface SessionCacheOptions {
  /** Where sessions are looked up. */
  db: Queryable;
  /** How long a look-up is trusted, in milliseconds; revocations elsewhere are seen within it. */
  ttlMs: number;
  /** Most sessions held; the least recently looked-up goes first. */
  maxEntries: number;
}

interface Entry {
  userId: string;
  loadedAt: number;
  user: Promise<SessionUser | undefined>;
}

/** A bounded, time-limited cache of session look-ups. `ttlMs` 0 looks every session up on every request. */
export function createSessionCache({ db, ttlMs, maxEntries }: SessionCacheOptions): SessionCache {
  // A Map keeps insertion order: re-inserting on each load makes its first key the least recently loaded.
  const entries = new Map<string, Entry>();

  const drop = (sessionId: string, entry: Entry) => {
    if (entries.get(sessionId) === entry) entries.delete(sessionId);
  };

  return {
    get(sessionId, userId, now) {
      const at = now.getTime();
      const hit = entries.get(sessionId);
      if (hit !== undefined && hit.userId === userId && at >= hit.loadedAt && at - hit.loadedAt < ttlMs) {
        return hit.user.then((user) =>
          // A session past its absolute expiry is no session, whatever was loaded.
          user === undefined || user.expires_at.getTime() > at ? user : undefined,
        );
      }
      // The entry holds the pending look-up, so concurrent requests of one session share a single query,
      // and a revocation that lands while it runs removes it like any other entry.
      const entry: Entry = { userId, loadedAt: at, user: findSessionUser(db, sessionId, userId, now) };
      if (ttlMs > 0) {
        entries.delete(sessionId);
        entries.set(sessionId, entry);
        if (entries.size > maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entry.user.catch(() => drop(sessionId, entry));
      }
      return entry.user;
    },
    forgetSession(sessionId) {
      entries.delete(sessionId);
    },
    forgetUser(userId) {
      for (const [sessionId, entry] of entries) if (entry.userId === userId) entries.delete(sessionId);
    },
    get size() {
      return entries.size;
    },
  };
}
