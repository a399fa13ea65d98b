import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/db.ts';
import { openPostgres } from '../../db/postgres.ts';
import { registerBusiness, type Session } from '../../test/accounts.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/database.ts';
import { type OpenStream, openStream } from '../../test/event-streams.ts';
import { expectStatus, newMarketplaceRfp, propose, send } from '../../test/procurement.ts';

// Two server instances, each with its own connections and its own LISTEN, on one PostgreSQL database and
// schema: what runs behind a load balancer (DESIGN.md §8). PGlite is one process's database (its data folder
// is locked), so there is no second instance to share events with there.
describe.skipIf(testDatabaseKind !== 'postgres')(
  'two instances on one PostgreSQL (skipped on PGlite: one process owns an embedded database)',
  () => {
    let database: TestDatabase;
    let dbB: Db;
    let appA: FastifyInstance;
    let appB: FastifyInstance;
    let baseB: string;
    let buyer: Session;
    let seller: Session;
    let workflowId: string;
    let schema: string;
    const streams: OpenStream[] = [];

    const watchOnB = async (session: Session) => {
      const stream = await openStream(`${baseB}/v2/workflows/${workflowId}/events`, {
        authorization: `Bearer ${session.access_token}`,
      });
      streams.push(stream);
      expect(stream.status).toBe(200);
      return stream;
    };

    beforeAll(async () => {
      database = await createTestDatabase();
      const [row] = await database.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      schema = row?.schema ?? '';
      dbB = await openPostgres(process.env.DATABASE_URL ?? '', { schema, maxConnections: 4 });
      // The accounts award at once; confirming an address is the account lifecycle's own test.
      const auth = { requireVerifiedEmail: false };
      appA = await buildApp({ jobPollMs: 0, db: database.db, auth });
      appB = await buildApp({ jobPollMs: 0, db: dbB, auth });
      baseB = await appB.listen({ port: 0, host: '127.0.0.1' });
      buyer = await registerBusiness(appA, { company_name: 'Buyer Works' });
      seller = await registerBusiness(appA, { company_name: 'Seller Robotics' });
      ({ workflowId } = await newMarketplaceRfp(appA, buyer));
    });

    afterAll(async () => {
      for (const stream of streams) stream.close();
      await appB?.close();
      await appA?.close();
      await dbB?.close();
      await database?.close();
    });

    it('delivers a message posted on A to a stream on B within a second', async () => {
      const stream = await watchOnB(buyer);
      await propose(appA, seller, workflowId);
      const started = performance.now();
      const message = expectStatus<{ id: string }>(
        await send(appA, 'POST', `/v2/workflows/${workflowId}/messages`, seller, { body: 'From A' }),
        201,
      );
      const received = await stream.waitFor((event) => event.event === 'message', 1000);
      expect(received.data).toMatchObject({ id: message.id, body: 'From A' });
      expect(performance.now() - started).toBeLessThan(1000);
    });

    it('tells a bell stream on B of an unread count changed on A (ADR 0096)', {
      timeout: 15_000,
    }, async () => {
      const stream = await openStream(`${baseB}/v2/notifications/events`, {
        authorization: `Bearer ${buyer.access_token}`,
      });
      streams.push(stream);
      expect(stream.status).toBe(200);
      // The proposal of the first test tells the buyer, by a job that one of the instances runs.
      const count = (event: { event: string; data: unknown }) =>
        event.event === 'unread' ? (event.data as { unread: number }).unread : -1;
      await stream.waitFor((event) => count(event) >= 1, 10_000);
      expectStatus(await send(appA, 'POST', '/v2/notifications/read-all', buyer), 200);
      await stream.waitFor((event) => count(event) === 0, 1000);
    });

    it('delivers status changes, proposals and typing made on A to B', async () => {
      const stream = await watchOnB(seller);
      const [proposal] = expectStatus<{ proposals: { id: string }[] }>(
        await send(appA, 'GET', `/v2/workflows/${workflowId}/proposals`, buyer),
        200,
      ).proposals;
      expectStatus(
        await send(
          appA,
          'POST',
          `/v2/workflows/${workflowId}/proposals/${proposal?.id}/accept`,
          buyer,
          undefined,
          { 'idempotency-key': crypto.randomUUID() },
        ),
        200,
      );
      await stream.waitFor(
        (event) => event.event === 'status' && (event.data as { status: string }).status === 'PRICE_AGREED',
        1000,
      );
      await stream.waitFor(
        (event) => event.event === 'proposal' && (event.data as { status: string }).status === 'ACCEPTED',
        1000,
      );
      await send(appA, 'POST', `/v2/workflows/${workflowId}/typing`, buyer, { isTyping: true });
      await stream.waitFor((event) => event.event === 'typing', 1000);
    });

    it('listens again after its connection is killed', async () => {
      const stream = await watchOnB(buyer);
      const killed = await database.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN robomarket_events_${schema}`],
      );
      // B's listener: A has had no stream, and an instance listens from its first subscriber on.
      expect(killed.length).toBe(1);
      // Back within the back-off (100 ms, then doubling); a message until one arrives.
      await expect
        .poll(
          async () => {
            await send(appA, 'POST', `/v2/workflows/${workflowId}/messages`, seller, { body: 'After' });
            return stream.events.some(
              (event) => event.event === 'message' && (event.data as { body: string }).body === 'After',
            );
          },
          { timeout: 10_000, interval: 300 },
        )
        .toBe(true);
    });
  },
);
