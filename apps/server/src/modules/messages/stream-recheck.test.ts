import { beforeAll, describe, expect, it } from 'vitest';
import {
  registerBusiness,
  registerCustomer,
  type Session,
  signInAgain,
  testClock,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { type OpenStream, endOf as streamEnd, useWorkflowStreams } from '../../test/event-streams.ts';
import { addMembership } from '../../test/memberships.ts';
import { expectStatus, joinAsSeller, newMarketplaceRfp, send } from '../../test/procurement.ts';

// Open streams re-check their access before each event and at each ping (issue 24): these tests wait for the
// stream's `end` event, never for time; the clock moves only when told.
const pingMs = 100;
const clock = testClock();
const testApp = useTestApp({
  now: clock.now,
  streamPingMs: pingMs,
  streamLimits: { perUser: 2, perInstance: 4 },
});
const streams = useWorkflowStreams(testApp);
let buyer: Session;
let businessId: string;
let workflowId: string;
let seller: Session;

const watch = (session: Session, id = workflowId) => streams.watch(session, id);

/** The stream's `end` event, once the server has also closed the stream (within 20 pings). */
const endOf = (stream: OpenStream) => streamEnd(stream, pingMs * 20);

const postMessage = (session: Session, body: string) =>
  send(testApp.app, 'POST', `/v2/workflows/${workflowId}/messages`, session, { body });

beforeAll(async () => {
  buyer = await registerBusiness(testApp.app, { company_name: 'Buyer Works' });
  businessId = buyer.memberships[0]?.business_id ?? '';
  ({ workflowId } = await newMarketplaceRfp(testApp.app, buyer));
  // One seller's thread, where the buyer's side writes.
  seller = await registerBusiness(testApp.app, { company_name: 'Thread Robotics' });
  await joinAsSeller(testApp.app, seller, workflowId);
});

describe('an open event stream re-checks its access', () => {
  it('ends with token_expired once the access token it was opened with expires', async () => {
    const session = await signInAgain(testApp.app, buyer.user.email);
    const stream = await watch(session);
    expect(stream.status).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    expect(await endOf(stream)).toEqual({
      code: 'token_expired',
      message: 'The access token has expired; refresh it and reconnect',
    });
    expect(stream.events.map((event) => event.event)).toEqual(['end']);
    // Every token issued before the move has expired too: the next tests sign in again.
    buyer = await signInAgain(testApp.app, buyer.user.email);
  });

  it('ends with signed_out when the session is revoked, and sends nothing after it', async () => {
    const session = await signInAgain(testApp.app, buyer.user.email);
    const stream = await watch(session);
    expect((await send(testApp.app, 'POST', '/v2/auth/logout', session)).statusCode).toBe(204);
    // A message right after the sign-out is checked before it is sent: the stream ends instead.
    expectStatus(await postMessage(buyer, 'after sign-out'), 201);
    expect(await endOf(stream)).toMatchObject({ code: 'signed_out' });
    expect(stream.events.map((event) => event.event)).toEqual(['end']);
  });

  it('ends with access_revoked when a colleague is removed from the buyer’s business', async () => {
    const colleague = await registerCustomer(testApp.app);
    await addMembership(testApp.database.db, businessId, colleague.user.id, 'MEMBER');
    const stream = await watch(colleague);
    expect(stream.status).toBe(200);
    expectStatus(await postMessage(buyer, 'before removal'), 201);
    await stream.waitFor((event) => event.event === 'message');

    const { members } = expectStatus<{ members: { id: string; user_id: string }[] }>(
      await send(testApp.app, 'GET', `/v2/business/${businessId}/members`, buyer),
      200,
    );
    const membership = members.find((member) => member.user_id === colleague.user.id);
    expect(
      (await send(testApp.app, 'DELETE', `/v2/business/${businessId}/members/${membership?.id}`, buyer))
        .statusCode,
    ).toBe(204);
    expectStatus(await postMessage(buyer, 'after removal'), 201);
    expect(await endOf(stream)).toEqual({
      code: 'access_revoked',
      message: 'You no longer have access to this workflow',
    });
    expect(stream.events.map((event) => event.event)).toEqual(['message', 'end']);
  });
});

describe('a seller’s colleague removed from its business', () => {
  it('ends with access_revoked on the seller’s thread (ADR 0089)', async () => {
    const sellerBusiness = seller.memberships[0]?.business_id ?? '';
    const colleague = await registerCustomer(testApp.app);
    await addMembership(testApp.database.db, sellerBusiness, colleague.user.id, ['SALES']);
    const stream = await watch(colleague);
    expect(stream.status).toBe(200);
    const toSeller = (body: string) =>
      send(testApp.app, 'POST', `/v2/workflows/${workflowId}/messages`, buyer, {
        body,
        sellerId: seller.user.id,
      });
    expectStatus(await toSeller('before removal'), 201);
    await stream.waitFor((event) => event.event === 'message');
    await testApp.database.db.query('DELETE FROM business_members WHERE user_id = $1', [colleague.user.id]);
    expectStatus(await toSeller('after removal'), 201);
    expect(await endOf(stream)).toMatchObject({ code: 'access_revoked' });
    expect(stream.events.map((event) => event.event)).toEqual(['message', 'end']);
  });
});

describe('open-stream limits', () => {
  it('refuses a user’s third stream and the instance’s fifth with 429 and Retry-After', async () => {
    const other = await registerBusiness(testApp.app, { company_name: 'Other Works' });
    const { workflowId: otherWorkflow } = await newMarketplaceRfp(testApp.app, other);
    const mine = [await watch(buyer), await watch(buyer)];
    expect(mine.map((stream) => stream.status)).toEqual([200, 200]);
    const overUser = await watch(buyer);
    expect(overUser.status).toBe(429);
    expect(overUser.headers['retry-after']).toBe('1');
    await overUser.ended();
    expect(JSON.parse(overUser.body())).toMatchObject({ code: 'rate_limited' });

    const theirs = [await watch(other, otherWorkflow), await watch(other, otherWorkflow)];
    expect(theirs.map((stream) => stream.status)).toEqual([200, 200]);
    const third = await registerBusiness(testApp.app, { company_name: 'Third Works' });
    const { workflowId: thirdWorkflow } = await newMarketplaceRfp(testApp.app, third);
    const overInstance = await watch(third, thirdWorkflow);
    expect(overInstance.status).toBe(429);
    overInstance.close();

    // A closed stream gives its slot back.
    mine[0]?.close();
    await expect.poll(() => testApp.app.workflowEvents.listenerCount, { timeout: 2000 }).toBe(3);
    const again = await watch(buyer);
    expect(again.status).toBe(200);
  });
});
