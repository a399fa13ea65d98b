import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import type { Db } from '../../../db/db.ts';
import { openPostgres } from '../../../db/postgres.ts';
import { registerBusiness, type Session } from '../../../test/accounts.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../../test/database.ts';
import { type OpenStream, openStream } from '../../../test/event-streams.ts';
import { insertTestDevice, type TestDevice } from '../../../test/fleet-points.ts';
import { startedWorkflow } from '../../../test/payments.ts';
import { ingestPoints } from '../devices/ingest.ts';

// Two server instances on one PostgreSQL database and schema: points stored through one reach a device's
// stream on the other (PGlite is one process's database: skipped there).
describe.skipIf(testDatabaseKind !== 'postgres')(
  'a device stream across two instances on one PostgreSQL (skipped on PGlite)',
  () => {
    let database: TestDatabase;
    let dbB: Db;
    let appA: FastifyInstance;
    let appB: FastifyInstance;
    let baseB: string;
    let buyer: Session;
    let device: TestDevice;
    const streams: OpenStream[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      const [row] = await database.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      dbB = await openPostgres(process.env.DATABASE_URL ?? '', {
        schema: row?.schema ?? '',
        maxConnections: 4,
      });
      const auth = { requireVerifiedEmail: false };
      appA = await buildApp({ db: database.db, auth });
      appB = await buildApp({ db: dbB, auth });
      baseB = await appB.listen({ port: 0, host: '127.0.0.1' });
      buyer = await registerBusiness(appA, { company_name: 'Fleet Owner' });
      const seller = await registerBusiness(appA, { company_name: 'Fleet Seller' });
      const { workflowId } = await startedWorkflow(appA, buyer, seller);
      device = await insertTestDevice(database.db, workflowId);
    });

    afterAll(async () => {
      for (const stream of streams) stream.close();
      await appB?.close();
      await appA?.close();
      await dbB?.close();
      await database?.close();
    });

    it('pushes points stored through A to a stream open on B', async () => {
      const stream = await openStream(`${baseB}/v2/fleet/devices/${device.deviceId}/events`, {
        authorization: `Bearer ${buyer.access_token}`,
      });
      streams.push(stream);
      expect(stream.status).toBe(200);
      await stream.waitFor((event) => event.event === 'device');
      await ingestPoints({ db: database.db, now: () => new Date() }, device.deviceId, [
        { name: 'battery', value: 55, recordedAt: new Date().toISOString() },
      ]);
      const points = await stream.waitFor((event) => event.event === 'points', 3000);
      expect(points.data).toMatchObject({
        deviceId: device.deviceId,
        metrics: [{ name: 'battery', value: 55 }],
      });
    });
  },
);
