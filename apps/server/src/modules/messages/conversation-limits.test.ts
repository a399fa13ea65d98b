import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { expectStatus, send } from '../../test/procurement.ts';
import { countConversationRows } from './index.ts';

// Low limits so the tests reach them; the clock moves only when told, so windows reopen without waiting.
const minute = 60_000;
const clock = testClock();
const testApp = useTestApp({
  now: clock.now,
  rateLimits: {
    messagePerMinute: { limit: 3, windowMs: minute },
    messagePerDay: { limit: 100, windowMs: 24 * 60 * minute },
  },
});
let seller: Session;
let buyer: Session;
let productId: string;

beforeAll(async () => {
  seller = await registerBusiness(testApp.app, { company_name: 'Limited Robotics' });
  buyer = await registerCustomer(testApp.app);
  productId = expectStatus<{ id: string }>(
    await send(testApp.app, 'POST', '/v2/products', seller, {
      name: 'Limited arm',
      description: 'A six-axis arm.',
      price: '30000.00',
      category: 'PART',
    }),
    201,
  ).id;
});

const counts = () => countConversationRows(testApp.database.db);

describe('conversation message limits', () => {
  it('limits each sender per conversation (429 with Retry-After, nothing written), the other side apart', async () => {
    const open = (body: string) =>
      send(testApp.app, 'POST', `/v2/products/${productId}/conversations`, buyer, { body });
    const { id } = expectStatus<{ id: string }>(await open('One'), 201);
    const post = (session: Session, body: string) =>
      send(testApp.app, 'POST', `/v2/conversations/${id}/messages`, session, { body });
    // The first question was sent with the open, before the conversation existed: it counts nowhere.
    expectStatus(await post(buyer, 'Two'), 201);
    expectStatus(await open('Three'), 200);
    expectStatus(await post(buyer, 'Four'), 201);
    const before = await counts();
    for (const refused of [await post(buyer, 'Five'), await open('Six')]) {
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toEqual({
        code: 'rate_limited',
        message: 'Too many messages to this conversation; try again later',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await counts()).toEqual(before);
    // The seller's answers count apart.
    expectStatus(await post(seller, 'Answer'), 201);
    clock.advance(minute);
    expectStatus(await post(buyer, 'Seven'), 201);
  });
});
