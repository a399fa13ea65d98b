import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp, composeModules } from '../app.ts';
import { runDueJobs } from '../modules/jobs/index.ts';
import { bearer, type Session } from './accounts.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

/** The HTTP methods the API uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends one request, as `session`'s user when one is given (bearer token), with a JSON payload when one
 * is given. Server tests call the API through this.
 */
export type CallApi = (
  method: Method,
  url: string,
  session?: Pick<Session, 'access_token'>,
  payload?: InjectOptions['payload'],
) => Promise<LightMyRequestResponse>;

function caller(app: () => FastifyInstance): CallApi {
  return (method, url, session, payload) =>
    app().inject({
      method,
      url,
      headers: session === undefined ? {} : bearer(session.access_token),
      ...(payload === undefined ? {} : { payload }),
    });
}

/** An app on a fresh test database. */
export interface TestApp {
  /** The app, ready for `inject`. */
  app: FastifyInstance;
  /** Its database. */
  database: TestDatabase;
  /** Calls the API (usable as a detached function: `const { call } = testApp`). */
  call: CallApi;
  /**
   * Runs the jobs due by the app's clock until none is due (jobs they enqueue included); answers how many
   * ran. Test apps run no jobs on their own.
   */
  runJobs(): Promise<number>;
  /** Closes the app, then the database. */
  close(): Promise<void>;
}

/** Builds the app with the given options on a fresh, migrated test database. */
export async function createTestApp(options: Omit<BuildAppOptions, 'db'> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // Accounts signed up in tests need not confirm their e-mail to pay or award, unless a test is about it.
  const app = await buildApp({
    db: database.db,
    jobPollMs: 0,
    ...options,
    auth: { requireVerifiedEmail: false, ...options.auth },
  });
  const { jobs } = composeModules(options.modules);
  return {
    app,
    database,
    call: caller(() => app),
    runJobs: () => runDueJobs(jobs, app.jobContext, 1000),
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
    call: caller(() => current().app),
    runJobs: () => current().runJobs(),
    close: () => current().close(),
  };
}
