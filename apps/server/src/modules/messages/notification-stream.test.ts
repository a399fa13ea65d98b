import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, signInAgain, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { endOf, type OpenStream, openStream, type ReceivedEvent } from '../../test/event-streams.ts';
import { expectStatus, newMarketplaceRfp, propose, send } from '../../test/procurement.ts';

// Real HTTP, as browsers connect: `inject` cannot hold a response open.
const clock = testClock();
const testApp = useTestApp({ now: clock.now, streamPingMs: 150 });
let base: string;
const opened: OpenStream[] = [];

const watch = async (headers: Record<string, string>) => {
  const stream = await openStream(`${base}/v2/notifications/events`, headers);
  opened.push(stream);
  return stream;
};
const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });
const counts = (stream: OpenStream) =>
  stream.events.filter((event) => event.event === 'unread').map((event) => event.data);
const count = (unread: number) => (event: ReceivedEvent) =>
  event.event === 'unread' && JSON.stringify(event.data) === JSON.stringify({ unread });

/** A buyer with an RFP that a seller proposed on: the buyer is told (one notification more). */
async function proposalFor(buyer: Session) {
  const { workflowId } = await newMarketplaceRfp(testApp.app, buyer);
  await propose(testApp.app, await registerBusiness(testApp.app), workflowId);
  await testApp.runJobs();
}

beforeAll(async () => {
  base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => {
  for (const stream of opened) stream.close();
});

describe('GET /v2/notifications/events', () => {
  it('sends the count at connect and each change of it, to its user only', async () => {
    const buyer = await registerBusiness(testApp.app, { company_name: 'Bell Buyer' });
    const other = await registerBusiness(testApp.app, { company_name: 'Other Buyer' });
    const mine = await watch(bearer(buyer));
    const theirs = await watch(bearer(other));
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(mine.headers['cache-control']).toBe('no-cache');
    await mine.waitFor(count(0));
    await theirs.waitFor(count(0));

    await proposalFor(buyer);
    await mine.waitFor(count(1));
    // The other user's stream heard the change on the same bus, and sent nothing: pings still come.
    const pings = theirs.comments.length;
    await expect.poll(() => theirs.comments.length, { timeout: 2000 }).toBeGreaterThan(pings + 1);
    expect(counts(theirs)).toEqual([{ unread: 0 }]);

    await proposalFor(buyer);
    await mine.waitFor(count(2));
    const [first] = expectStatus<{ notifications: { id: string }[] }>(
      await send(testApp.app, 'GET', '/v2/notifications', buyer),
      200,
    ).notifications;
    expectStatus(await send(testApp.app, 'POST', `/v2/notifications/${first?.id}/read`, buyer), 200);
    await mine.waitFor((event) => count(1)(event) && counts(mine).length === 4);
    // Reading it again changes nothing and tells nothing.
    expectStatus(await send(testApp.app, 'POST', `/v2/notifications/${first?.id}/read`, buyer), 200);
    expectStatus(await send(testApp.app, 'POST', '/v2/notifications/read-all', buyer), 200);
    await mine.waitFor((event) => count(0)(event) && counts(mine).length === 5);
    expect(counts(mine)).toEqual([{ unread: 0 }, { unread: 1 }, { unread: 2 }, { unread: 1 }, { unread: 0 }]);
    expect(counts(theirs)).toEqual([{ unread: 0 }]);
  });

  it('accepts the auth-token cookie, as EventSource sends it', async () => {
    const buyer = await registerBusiness(testApp.app);
    await proposalFor(buyer);
    const stream = await watch({
      cookie: `theme=dark; auth-token=${encodeURIComponent(buyer.access_token)}`,
    });
    expect(stream.status).toBe(200);
    await stream.waitFor(count(1));
  });

  it('ends with signed_out when the session is revoked, and sends nothing after it', async () => {
    const buyer = await registerBusiness(testApp.app);
    const session = await signInAgain(testApp.app, buyer.user.email);
    const stream = await watch(bearer(session));
    await stream.waitFor(count(0));
    expect((await send(testApp.app, 'POST', '/v2/auth/logout', session)).statusCode).toBe(204);
    await proposalFor(buyer);
    expect(await endOf(stream)).toMatchObject({ code: 'signed_out' });
    expect(stream.events.map((event) => event.event)).toEqual(['unread', 'end']);
  });

  it('answers 401 in the error shape without a valid token, and frees every stream it closed', async () => {
    const buyer = await registerBusiness(testApp.app);
    const [head, , signature] = buyer.access_token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: buyer.user.id })).toString('base64url')}.${signature}`;
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${forged}` },
      { cookie: `auth-token=${forged}` },
      { authorization: 'Bearer not.a.token' },
      { cookie: 'auth-token=%00%E2%80%AE' },
    ];
    for (const headers of attempts) {
      const stream = await watch(headers);
      expect(stream.status).toBe(401);
      await stream.ended();
      expect(JSON.parse(stream.body())).toMatchObject({ code: 'unauthenticated' });
    }
    for (const stream of opened) stream.close();
    await expect.poll(() => testApp.app.workflowEvents.listenerCount, { timeout: 2000 }).toBe(0);
  });

  it('ends with token_expired once the access token it was opened with expires', async () => {
    const buyer = await registerBusiness(testApp.app);
    const stream = await watch(bearer(buyer));
    await stream.waitFor(count(0));
    clock.advance(15 * 60_000 + 1000);
    expect(await endOf(stream)).toEqual({
      code: 'token_expired',
      message: 'The access token has expired; refresh it and reconnect',
    });
  });
});
