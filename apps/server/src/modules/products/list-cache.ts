import type { FastifyBaseLogger } from 'fastify';
import { schemaChannel } from '../../db/channel.ts';
import type { Db } from '../../db/db.ts';

/**
 * Serialised pages of the product list kept by this process, so that the same page asked again costs no query.
 * A page is served from here only while the process hears every change that could alter it (`startListCache`).
 */
export interface PageCache {
  /**
   * The page for `key`: a kept one younger than the cache's time limit, else what `load` answers, which is
   * kept (and shared with requests for the same key while it runs) unless a change is heard meanwhile.
   * A `load` that fails is not kept.
   */
  page(key: string, load: () => Promise<string>): Promise<string>;
  /** Forgets every page: something they may show has changed. */
  changed(): void;
  /** How many pages are kept. */
  readonly size: number;
}

/**
 * The prefix of the channel migration 0013 notifies on, followed by the schema's name, whenever a statement
 * changes what a product list can show.
 */
export const catalogueChannelPrefix = 'robomarket_catalogue_';

/** Options for `createListCache`. */
export interface ListCacheOptions {
  /** The longest a page is served without being read again, in milliseconds: the bound if a change went unheard. */
  ttlMs: number;
  /** Most pages kept (about 12 KB each for 20 products); the earliest loaded goes first. */
  maxEntries: number;
  /** The clock. */
  now: () => Date;
}

/** A `PageCache` that also knows whether changes are being heard; it keeps nothing while they are not. */
export interface ListCache extends PageCache {
  /** `true` while every change is heard (pages are kept), `false` while notifications may be missed. */
  listening(heard: boolean): void;
}

interface Entry {
  loadedAt: number;
  body: Promise<string>;
}

/**
 * Pages kept by key for `ttlMs`. A change (`changed`) empties it, pending loads included, so a page read
 * before the change can be neither served nor kept after it; until `listening(true)` it only passes through.
 */
export function createListCache({ ttlMs, maxEntries, now }: ListCacheOptions): ListCache {
  // A Map keeps insertion order: its first key is the page loaded longest ago.
  const entries = new Map<string, Entry>();
  let heard = false;
  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  return {
    page(key, load) {
      if (!heard) return load();
      const at = now().getTime();
      const hit = entries.get(key);
      if (hit !== undefined && at >= hit.loadedAt && at - hit.loadedAt < ttlMs) return hit.body;
      const entry: Entry = { loadedAt: at, body: load() };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entry.body.catch(() => drop(key, entry));
      return entry.body;
    },
    changed() {
      entries.clear();
    },
    listening(value) {
      entries.clear();
      heard = value;
    },
    get size() {
      return entries.size;
    },
  };
}

/** How long a list page is kept at most: a change that went unheard shows within this time. */
export const listPageTtlMs = 1000;
/** Most list pages kept per process (some 12 MB at 20 products a page). */
export const listPagesKept = 1000;

/** How long to wait before trying again when listening could not start (the database was unreachable). */
export const listenRetryMs = 5000;

/**
 * The product list's page cache for one server, emptied by every notification on the catalogue channel; on
 * PostgreSQL those come from every instance within milliseconds, and a change this process makes, through any
 * module, is heard before the write returns (`Db.listen`'s `ownWritesFirst`), so the next list here already
 * shows it. Listening starts in the background: until it is established pages pass straight through, and a
 * start that fails (the database is down) is logged and tried again after `listenRetryMs`, so the server
 * starts, and reports its health, whatever the database is doing. `stop` ends the listening.
 */
export function startListCache(
  db: Db,
  now: () => Date,
  log: FastifyBaseLogger,
): { cache: ListCache; stop: () => Promise<void> } {
  const cache = createListCache({ ttlMs: listPageTtlMs, maxEntries: listPagesKept, now });
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const start = async (): Promise<(() => Promise<void>) | undefined> => {
    try {
      return await db.listen(await schemaChannel(db, catalogueChannelPrefix), () => cache.changed(), {
        ownWritesFirst: true,
        onListening(heard) {
          if (!heard) log.warn('Lost the catalogue change notifications; product lists are read afresh');
          cache.listening(heard);
        },
        onError: (error) => log.error({ err: error }, 'Listening for catalogue changes failed'),
      });
    } catch (error) {
      if (stopped) return undefined;
      log.error({ err: error }, 'Could not start listening for catalogue changes; trying again shortly');
      return new Promise((resolve) => {
        retry = setTimeout(() => resolve(stopped ? undefined : start()), listenRetryMs);
        retry.unref();
      });
    }
  };
  const started = start();
  return {
    cache,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const unlisten = await Promise.race([started, Promise.resolve(undefined)]);
      cache.listening(false);
      if (unlisten !== undefined) await unlisten();
      else void started.then((late) => late?.());
    },
  };
}
