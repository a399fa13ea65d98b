import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

/** An app on a fresh test database. */
export interface TestApp {
  /** The app, ready for `inject`. */
  app: FastifyInstance;
  /** Its database. */
  database: TestDatabase;
  /** Closes the app, then the database. */
  close(): Promise<void>;
}

/** Builds the app with the given options on a fresh, migrated test database. */
export async function createTestApp(options: Omit<BuildAppOptions, 'db'> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, ...options });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Builds the app in `beforeAll` and closes it in `afterAll` of the file (or `describe`) that calls it.
 * The returned handle reads through to that app, so it is usable in later hooks and in tests only.
 */
export function useTestApp(options: Omit<BuildAppOptions, 'db'> = {}): TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(options);
  });
  afterAll(() => testApp?.close());
  const current = (): TestApp => {
    if (testApp === undefined)
      throw new Error('The test app is built in beforeAll: use it in hooks and tests');
    return testApp;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}
