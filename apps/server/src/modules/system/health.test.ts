import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/db.ts';
import { useTestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';

const testApp = useTestApp();

describe('GET /healthz', () => {
  it('reports ok and which database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('answers 503 with the error body when the database fails', async () => {
    const { db } = testApp.database;
    let failing = false;
    const broken: Db = {
      ...db,
      kind: db.kind,
      query: async (...args: Parameters<Db['query']>) => {
        if (failing) throw new Error('connection terminated unexpectedly');
        return db.query(...args);
      },
    };
    // The signing key and the recurring jobs are read from the database at start; here the database fails
    // only afterwards.
    const app = await buildApp({
      db: broken,
      jwtSecret: 'a-secret-of-at-least-thirty-two-characters',
      jobPollMs: 0,
    });
    failing = true;
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'unavailable', message: 'The database is not available' });
    } finally {
      await app.close();
    }
  });
});
