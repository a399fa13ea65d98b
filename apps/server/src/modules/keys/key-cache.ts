import type { Queryable } from '../../db/db.ts';
import { findLiveKey, someLiveKeyAllows } from './repository.ts';

/** A live publishable key as the security check and CORS see it. */
export interface LiveKey {
  /** The key's id. */
  id: string;
  /** The business the key belongs to. */
  businessId: string;
  /** The exact origins whose pages may use it. */
  allowedOrigins: readonly string[];
}

/**
 * The publishable-key look-ups a process keeps (`createKeyCache`), so that a keyed request costs no database
 * round trip on most requests. A revocation by this process is seen at once, one by another instance
 * within the cache's lifetime (5 s).
 */
export interface PublishableKeyLookups {
  /** The live key with this value, or undefined for an unknown or revoked one. */
  find(key: string, now: Date): Promise<LiveKey | undefined>;
  /** Whether some live key allows this origin: what a CORS preflight (which carries no key) can know. */
  anyAllows(origin: string, now: Date): Promise<boolean>;
  /** Forgets what was loaded, after a key was created or revoked here. */
  forgetAll(): void;
}

/** Options for `createKeyCache`. */
export interface KeyCacheOptions {
  /** Where keys are looked up. */
  db: Queryable;
  /** How long a look-up is trusted, in milliseconds; revocations elsewhere are seen within it. */
  ttlMs: number;
  /** Most keys (and, separately, origins) held; the least recently loaded goes first. */
  maxEntries: number;
}

interface Entry<T> {
  loadedAt: number;
  value: Promise<T>;
}

/** A bounded map of look-ups trusted for `ttlMs`; concurrent look-ups of one name share a single query. */
function timedLookups<T>(ttlMs: number, maxEntries: number, load: (name: string) => Promise<T>) {
  const entries = new Map<string, Entry<T>>();
  return {
    get(name: string, now: Date): Promise<T> {
      const at = now.getTime();
      const hit = entries.get(name);
      if (hit !== undefined && at >= hit.loadedAt && at - hit.loadedAt < ttlMs) return hit.value;
      const entry: Entry<T> = { loadedAt: at, value: load(name) };
      if (ttlMs > 0) {
        // Re-inserting keeps the Map's first key the least recently loaded.
        entries.delete(name);
        entries.set(name, entry);
        if (entries.size > maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entry.value.catch(() => {
          if (entries.get(name) === entry) entries.delete(name);
        });
      }
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * Publishable keys and allowed origins this process has looked up lately. Unknown keys are remembered too,
 * so a widget with a wrong key does not cost a query per request either.
 */
export function createKeyCache({ db, ttlMs, maxEntries }: KeyCacheOptions): PublishableKeyLookups {
  const keys = timedLookups<LiveKey | undefined>(ttlMs, maxEntries, async (key) => {
    const row = await findLiveKey(db, key);
    return row === undefined
      ? undefined
      : { id: row.id, businessId: row.business_id, allowedOrigins: Object.freeze([...row.allowed_origins]) };
  });
  const origins = timedLookups<boolean>(ttlMs, maxEntries, (origin) => someLiveKeyAllows(db, origin));
  return {
    find: (key, now) => keys.get(key, now),
    anyAllows: (origin, now) => origins.get(origin, now),
    forgetAll() {
      keys.clear();
      origins.clear();
    },
  };
}
