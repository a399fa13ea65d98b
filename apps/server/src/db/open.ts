import { join } from 'node:path';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { tunePglite } from './pglite-settings.ts';
import { prepareSpareFolder, seedFromTemplate } from './pglite-template.ts';
import { openPostgres } from './postgres.ts';

/** Where the data lives: PostgreSQL when `databaseUrl` is set, otherwise PGlite in `dataDir`. */
export interface DatabaseConfig {
  /** A PostgreSQL connection string (`DATABASE_URL`). */
  databaseUrl?: string;
  /** The data folder for PGlite (`DATA_DIR`); also holds the lock file. */
  dataDir: string;
  /** Most PostgreSQL connections (`DATABASE_POOL_MAX`); the pool's default when absent. */
  poolMax?: number;
  /** Told when an idle PostgreSQL connection fails. */
  onError?: (error: Error) => void;
}

/** An open, migrated database and how to let it go. */
export interface OpenDatabase {
  /** The connection the server uses. */
  db: Db;
  /** A line for the start-up log saying where the data lives. */
  description: string;
  /** Closes the database, then releases the data folder. */
  close(): Promise<void>;
  /** Work for once the server answers: for PGlite, the spare copy of the template for the next fresh folder. */
  afterStart(): Promise<void>;
}

/**
 * Opens the database the configuration names and brings its schema up to date. For PGlite it first
 * takes the data folder's lock file, so it throws `DataDirInUseError` when another process has it.
 */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl, {
      ...(config.onError ? { onError: config.onError } : {}),
      ...(config.poolMax === undefined ? {} : { maxConnections: config.poolMax }),
    });
    await migrateOrClose(db);
    const { host, pathname } = new URL(config.databaseUrl);
    return {
      db,
      description: `PostgreSQL at ${host}${pathname}`,
      close: () => db.close(),
      afterStart: async () => {},
    };
  }

  const lock = acquireDataDirLock(config.dataDir);
  try {
    const folder = join(config.dataDir, 'pglite');
    // A fresh folder starts as a copy of a prepared one rather than with an initdb (seconds in WASM).
    await seedFromTemplate(folder);
    const db = await openPglite(folder);
    await migrateOrClose(db);
    // Folders made before the setting existed get it from their next start.
    await tunePglite(db);
    return {
      db,
      description: `PGlite in ${config.dataDir}`,
      afterStart: () => prepareSpareFolder(),
      async close() {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function migrateOrClose(db: Db): Promise<void> {
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
