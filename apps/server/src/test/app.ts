import type { FastifyInstance } from 'fastify';
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
