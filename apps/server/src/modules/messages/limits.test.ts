import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signInAgain, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { type OpenStream, openStream } from '../../test/event-streams.ts';
import { newWorkflowWithSeller, paymentParties, send } from '../../test/procurement.ts';
import { countMessageRows } from './index.ts';

// Low limits so the tests reach them; the clock moves only when told, so windows reopen without waiting.
const minute = 60_000;
const day = 24 * 60 * minute;
const clock = testClock();
const testApp = useTestApp({
  now: clock.now,
  rateLimits: {
    messagePerMinute: { limit: 3, windowMs: minute },
    messagePerDay: { limit: 5, windowMs: day },
    typingEvent: { limit: 2, windowMs: minute },
  },
});
let base: string;
let buyer: Session;
let colleague: Session;
let seller: Session;
const opened: OpenStream[] = [];

beforeAll(async () => {
  base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  ({ buyer, colleague, seller } = await paymentParties(testApp.app, testApp.database.db));
});

afterAll(() => {
  for (const stream of opened) stream.close();
});

const post = (session: Session, id: string, body = 'Any news on the delivery date?') =>
  send(testApp.app, 'POST', `/v2/workflows/${id}/messages`, session, { body });
const typing = (session: Session, id: string) =>
  send(testApp.app, 'POST', `/v2/workflows/${id}/typing`, session, { isTyping: true });
const counts = () => countMessageRows(testApp.database.db);

/** Two workflows of the buyer's business with one seller, where the buyer and the colleague are both parties. */
const twoWorkflows = async () => [
  await newWorkflowWithSeller(testApp.app, buyer, seller),
  await newWorkflowWithSeller(testApp.app, buyer, seller),
];

function expectRateLimited(
  response: Awaited<ReturnType<typeof post>>,
  message: string,
  retryAfterSeconds: number,
) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ code: 'rate_limited', message });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
}

describe('message limits', () => {
  const tooMany = 'Too many messages to this workflow; try again later';

  it('limits each sender per workflow per minute (429 with Retry-After, nothing written), apart from the other parties and workflows', async () => {
    const [workflowId = '', otherWorkflowId = ''] = await twoWorkflows();
    // Sent all at once: each hit is counted atomically, so exactly the limit gets through.
    const sent = await Promise.all(Array.from({ length: 5 }, () => post(buyer, workflowId)));
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
    const before = await counts();
    expectRateLimited(await post(buyer, workflowId), tooMany, 60);
    expect(await counts()).toEqual(before);
    // A second user of the same kind on the same workflow, and the same user on another workflow, count apart.
    expect((await post(colleague, workflowId)).statusCode).toBe(201);
    expect((await post(buyer, otherWorkflowId)).statusCode).toBe(201);
    clock.advance(30_000);
    expectRateLimited(await post(buyer, workflowId), tooMany, 30);
    clock.advance(30_000);
    expect((await post(buyer, workflowId)).statusCode).toBe(201);
  });

  it('limits each sender per workflow per day, the window reopening a day later', async () => {
    const [workflowId = ''] = await twoWorkflows();
    for (const status of [201, 201, 201, 429])
      expect((await post(buyer, workflowId)).statusCode).toBe(status);
    clock.advance(minute);
    for (const status of [201, 201]) expect((await post(buyer, workflowId)).statusCode).toBe(status);
    const before = await counts();
    expectRateLimited(await post(buyer, workflowId), tooMany, (day - minute) / 1000);
    clock.advance(minute);
    // A new minute does not reopen the day.
    expectRateLimited(await post(buyer, workflowId), tooMany, (day - 2 * minute) / 1000);
    expect(await counts()).toEqual(before);
    expect((await post(colleague, workflowId)).statusCode).toBe(201);
    clock.advance(day);
    buyer = await signInAgain(testApp.app, buyer.user.email);
    colleague = await signInAgain(testApp.app, colleague.user.email);
    expect((await post(buyer, workflowId)).statusCode).toBe(201);
  });
});

describe('typing limits', () => {
  it('limits typing events per user per workflow per minute (429 with Retry-After); a refused one reaches no stream', async () => {
    const [workflowId = '', otherWorkflowId = ''] = await twoWorkflows();
    const stream = await openStream(`${base}/v2/workflows/${workflowId}/events`, {
      authorization: `Bearer ${colleague.access_token}`,
    });
    opened.push(stream);
    expect(stream.status).toBe(200);
    expect((await typing(buyer, workflowId)).statusCode).toBe(204);
    expect((await typing(buyer, workflowId)).statusCode).toBe(204);
    expectRateLimited(await typing(buyer, workflowId), 'Too many typing events; try again later', 60);
    // Events of one workflow arrive in order: once the message after the refusal arrived, nothing else will.
    const marker = await post(buyer, workflowId, 'marker');
    expect(marker.statusCode).toBe(201);
    await stream.waitFor((event) => event.event === 'message', 5000);
    expect(stream.events.map((event) => event.event)).toEqual(['typing', 'typing', 'message']);
    stream.close();
    expect((await typing(colleague, workflowId)).statusCode).toBe(204);
    expect((await typing(buyer, otherWorkflowId)).statusCode).toBe(204);
    clock.advance(minute);
    expect((await typing(buyer, workflowId)).statusCode).toBe(204);
  });
});
