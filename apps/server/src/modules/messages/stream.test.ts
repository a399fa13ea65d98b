import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, signInAgain } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { type OpenStream, openStream } from '../../test/event-streams.ts';
import { expectStatus, newMarketplaceRfp, propose, send } from '../../test/procurement.ts';

// Real HTTP, as browsers connect: `inject` cannot hold a response open.
const pingMs = 150;
// The last test opens 50 streams of one user at once; the limits have their own tests (stream-recheck.test.ts).
const testApp = useTestApp({ streamPingMs: pingMs, streamLimits: { perUser: 100 } });
let base: string;

let buyer: Session;
let seller: Session;
let otherSeller: Session;
let stranger: Session;
let workflowId: string;
const opened: OpenStream[] = [];

const eventsUrl = (id = workflowId) => `${base}/v2/workflows/${id}/events`;
const watch = async (session: Session | undefined, id = workflowId, cookie = false) => {
  const headers: Record<string, string> =
    session === undefined
      ? {}
      : cookie
        ? { cookie: `theme=dark; auth-token=${encodeURIComponent(session.access_token)}` }
        : { authorization: `Bearer ${session.access_token}` };
  const stream = await openStream(eventsUrl(id), headers);
  opened.push(stream);
  return stream;
};

beforeAll(async () => {
  base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  buyer = await registerBusiness(testApp.app, { company_name: 'Buyer Works' });
  seller = await registerBusiness(testApp.app, { company_name: 'Seller Robotics', first_name: 'Sam' });
  otherSeller = await registerBusiness(testApp.app, { company_name: 'Other Robotics', first_name: 'Olga' });
  stranger = await registerBusiness(testApp.app, { company_name: 'Unrelated Robotics' });
  ({ workflowId } = await newMarketplaceRfp(testApp.app, buyer));
  await propose(testApp.app, seller, workflowId);
});

afterAll(() => {
  for (const stream of opened) stream.close();
});

describe('GET /v2/workflows/{id}/events', () => {
  it('answers a party with an event stream that does not cache or buffer, and pings', async () => {
    const stream = await watch(buyer);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    await expect.poll(() => stream.comments.includes('ping'), { timeout: 2000 }).toBe(true);
    expect(stream.comments[0]).toBe('connected');
    stream.close();
  });

  it('accepts the auth-token cookie, as EventSource cannot send headers', async () => {
    const stream = await watch(seller, workflowId, true);
    expect(stream.status).toBe(200);
    stream.close();
  });

  it('answers 404 to a user who is not a party and 401 without a token, with the error body', async () => {
    for (const session of [stranger, otherSeller]) {
      const refused = await watch(session);
      expect(refused.status).toBe(404);
      await refused.ended();
      expect(JSON.parse(refused.body())).toEqual({ code: 'not_found', message: 'Workflow not found' });
    }
    const anonymous = await watch(undefined);
    expect(anonymous.status).toBe(401);
    await anonymous.ended();
    expect(JSON.parse(anonymous.body())).toMatchObject({ code: 'unauthenticated' });
    const badCookie = await openStream(eventsUrl(), { cookie: 'auth-token=nonsense' });
    expect(badCookie.status).toBe(401);
    badCookie.close();
  });

  it('sends messages and typing to the parties, but nobody their own typing', async () => {
    const buyerStream = await watch(buyer);
    const sellerStream = await watch(seller, workflowId, true);
    const message = expectStatus<{ id: string }>(
      await send(testApp.app, 'POST', `/v2/workflows/${workflowId}/messages`, seller, {
        body: 'When can we start?',
      }),
      201,
    );
    for (const stream of [buyerStream, sellerStream]) {
      const received = await stream.waitFor((event) => event.event === 'message', 1000);
      expect(received.data).toEqual({
        id: message.id,
        workflowId,
        senderId: seller.user.id,
        senderName: 'Sam Hopper',
        sentBy: { userId: seller.user.id, name: 'Sam Hopper', businessName: expect.any(String) },
        sellerId: seller.user.id,
        body: 'When can we start?',
        createdAt: expect.any(String),
      });
    }
    expect(
      (await send(testApp.app, 'POST', `/v2/workflows/${workflowId}/typing`, seller, { isTyping: true }))
        .statusCode,
    ).toBe(204);
    const typing = await buyerStream.waitFor((event) => event.event === 'typing', 1000);
    expect(typing.data).toEqual({
      workflowId,
      userId: seller.user.id,
      userName: 'Sam Hopper',
      sellerId: seller.user.id,
      isTyping: true,
    });
    // A message sent after the typing event arrives after it on the same connection: the seller's own
    // stream got no typing event before it.
    await send(testApp.app, 'POST', `/v2/workflows/${workflowId}/messages`, buyer, { body: 'Next week.' });
    await sellerStream.waitFor(
      (event) => event.event === 'message' && JSON.stringify(event.data).includes('Next week'),
    );
    expect(sellerStream.events.map((event) => event.event)).not.toContain('typing');
    buyerStream.close();
    sellerStream.close();
  });

  it('sends proposals to the buyer side, to each seller only its own, and every status change', async () => {
    const { workflowId: id } = await newMarketplaceRfp(testApp.app, buyer);
    const buyerStream = await watch(buyer, id);
    const firstProposal = await propose(testApp.app, seller, id);
    await buyerStream.waitFor(
      (event) =>
        event.event === 'status' && (event.data as { status: string }).status === 'NEGOTIATION_IN_PROGRESS',
    );
    const sellerStream = await watch(seller, id);
    const secondProposal = await propose(testApp.app, otherSeller, id, { price: '160000.00' });
    const otherStream = await watch(otherSeller, id);

    const created = await buyerStream.waitFor(
      (event) => event.event === 'proposal' && (event.data as { id: string }).id === secondProposal,
    );
    expect(created.data).toMatchObject({
      id: secondProposal,
      sellerId: otherSeller.user.id,
      status: 'PENDING',
    });
    // (A stream opened just after a commit may still hear that commit's events: MATCHING_SELLERS here.)
    const negotiating = buyerStream.events.find(
      (event) =>
        event.event === 'status' && (event.data as { status: string }).status === 'NEGOTIATION_IN_PROGRESS',
    );
    expect(negotiating?.data).toEqual({
      workflowId: id,
      status: 'NEGOTIATION_IN_PROGRESS',
      stage: expect.any(String),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });

    expectStatus(
      await send(
        testApp.app,
        'POST',
        `/v2/workflows/${id}/proposals/${firstProposal}/accept`,
        buyer,
        undefined,
        {
          'idempotency-key': crypto.randomUUID(),
        },
      ),
      200,
    );
    // The seller that lost the award stops following the workflow: its stream ends.
    const ended = await otherStream.waitFor((event) => event.event === 'end');
    expect(ended.data).toMatchObject({ code: 'access_revoked' });
    for (const stream of [buyerStream, sellerStream]) {
      const status = await stream.waitFor(
        (event) => event.event === 'status' && (event.data as { status: string }).status === 'PRICE_AGREED',
      );
      expect(status.data).toMatchObject({ workflowId: id, status: 'PRICE_AGREED' });
    }
    await sellerStream.waitFor(
      (event) => event.event === 'proposal' && (event.data as { status: string }).status === 'ACCEPTED',
    );
    await buyerStream.waitFor(
      (event) => event.event === 'proposal' && (event.data as { status: string }).status === 'REJECTED',
    );
    const sellersOf = (stream: OpenStream) =>
      new Set(
        stream.events
          .filter((event) => event.event === 'proposal')
          .map((event) => (event.data as { sellerId: string }).sellerId),
      );
    expect(sellersOf(sellerStream)).toEqual(new Set([seller.user.id]));
    expect([...sellersOf(otherStream)].every((id) => id === otherSeller.user.id)).toBe(true);
    expect(otherStream.events.map((event) => event.event)).not.toContain('status');
    expect(sellersOf(buyerStream)).toEqual(new Set([seller.user.id, otherSeller.user.id]));

    // Cancelling is a status change too.
    expect((await send(testApp.app, 'DELETE', `/v2/workflows/${id}`, buyer)).statusCode).toBe(204);
    await sellerStream.waitFor(
      (event) => event.event === 'status' && (event.data as { status: string }).status === 'ORDER_CANCELLED',
    );
    for (const stream of [buyerStream, sellerStream, otherStream]) stream.close();
  });

  it('publishes nothing for a transaction that rolls back', async () => {
    const stream = await watch(buyer);
    await expect(
      testApp.database.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO messages (workflow_id, sender_id, body, created_at) VALUES ($1, $2, 'rolled back', now())`,
          [workflowId, buyer.user.id],
        );
        await tx.query(`UPDATE workflows SET status = 'ORDER_CANCELLED' WHERE id = $1`, [workflowId]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await send(testApp.app, 'POST', `/v2/workflows/${workflowId}/messages`, buyer, { body: 'committed' });
    await stream.waitFor(
      (event) => event.event === 'message' && (event.data as { body: string }).body === 'committed',
    );
    // The committed message came after the rolled-back one was written: had that one left, it would be here.
    const seen = stream.events.map((event) => JSON.stringify(event.data));
    expect(seen.filter((data) => data.includes('rolled back') || data.includes('ORDER_CANCELLED'))).toEqual(
      [],
    );
    stream.close();
  });

  it('ends the stream of a session that signs out, by the next ping', async () => {
    const session = await signInAgain(testApp.app, buyer.user.email);
    const stream = await watch(session);
    expect(stream.status).toBe(200);
    expect((await send(testApp.app, 'POST', '/v2/auth/logout', session)).statusCode).toBe(204);
    await stream.ended(pingMs * 10);
  });

  it('frees every subscription of 300 closed streams, and their memory', async () => {
    const bus = testApp.app.workflowEvents;
    for (const stream of opened) stream.close();
    await expect.poll(() => bus.listenerCount, { timeout: 3000 }).toBe(0);
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('typeof gc === "function" ? gc : undefined');
    const heapAfterGc = () => {
      if (typeof gc === 'function') gc();
      return process.memoryUsage().heapUsed;
    };
    const round = async (count: number) => {
      for (let batch = 0; batch < count; batch += 50) {
        const streams = await Promise.all(
          Array.from({ length: 50 }, () =>
            openStream(eventsUrl(), {
              authorization: `Bearer ${buyer.access_token}`,
            }),
          ),
        );
        expect(streams.every((stream) => stream.status === 200)).toBe(true);
        expect(bus.listenerCount).toBeGreaterThanOrEqual(50);
        for (const stream of streams) stream.close();
        await expect.poll(() => bus.listenerCount, { timeout: 3000 }).toBe(0);
      }
    };
    // A warm-up round first, so that what the first streams allocate once is not counted as growth.
    await round(50);
    const before = heapAfterGc();
    await round(300);
    await expect.poll(() => bus.listenerCount, { timeout: 3000 }).toBe(0);
    const growth = heapAfterGc() - before;
    // Without collection between the two readings the heap says little; the listener count is exact.
    if (typeof gc === 'function') expect(growth).toBeLessThan(8 * 1024 * 1024);
    // Opening 350 streams is slow on a loaded machine: the limit is generous, the counts are what is checked.
  }, 300_000);
});
