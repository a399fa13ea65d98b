import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import { expectStatus, send } from '../../test/procurement.ts';
import { expectError, missingId } from '../../test/requests.ts';
import { countConversationRows } from './index.ts';

const testApp = useTestApp();

interface MessageJson {
  id: string;
  conversationId: string;
  senderId: string;
  senderName: string;
  body: string;
  createdAt: string;
}
interface ConversationJson {
  id: string;
  productId: string | null;
  productName: string;
  buyerId: string;
  buyerName: string;
  sellerId: string;
  sellerName: string;
  lastMessage: MessageJson | null;
  unreadCount: number;
  createdAt: string;
  lastActivityAt: string;
}
interface ListJson {
  conversations: ConversationJson[];
  next_cursor: string | null;
}

let seller: Session;
let sellerColleague: Session;
let otherSeller: Session;
let buyer: Session;
let buyerColleague: Session;
let secondBuyer: Session;

beforeAll(async () => {
  const { app, database } = testApp;
  seller = await registerBusiness(app, { company_name: 'Question Robotics' });
  sellerColleague = await registerCustomer(app);
  await addMembership(
    database.db,
    seller.memberships[0]?.business_id ?? '',
    sellerColleague.user.id,
    'MEMBER',
  );
  otherSeller = await registerBusiness(app, { company_name: 'Competing Robotics' });
  buyer = await registerBusiness(app, { company_name: 'Curious Works' });
  buyerColleague = await registerCustomer(app);
  await addMembership(database.db, buyer.memberships[0]?.business_id ?? '', buyerColleague.user.id, 'MEMBER');
  secondBuyer = await registerCustomer(app, { first_name: 'Cara', last_name: 'Second' });
});

let products = 0;
async function newProduct(owner = seller): Promise<string> {
  return expectStatus<{ id: string }>(
    await send(testApp.app, 'POST', '/v2/products', owner, {
      name: `Question arm ${++products}`,
      description: 'A six-axis arm.',
      price: '30000.00',
      category: 'PART',
    }),
    201,
  ).id;
}

const openUrl = (productId: string) => `/v2/products/${productId}/conversations`;
const open = (session: Session | undefined, productId: string, body: unknown = {}) =>
  send(testApp.app, 'POST', openUrl(productId), session, body);
const post = (session: Session | undefined, id: string, body: unknown) =>
  send(testApp.app, 'POST', `/v2/conversations/${id}/messages`, session, body);
const messages = (session: Session | undefined, id: string, query = '') =>
  send(testApp.app, 'GET', `/v2/conversations/${id}/messages${query}`, session);
const get = (session: Session | undefined, id: string) =>
  send(testApp.app, 'GET', `/v2/conversations/${id}`, session);
const list = (session: Session | undefined, query = '') =>
  send(testApp.app, 'GET', `/v2/conversations${query}`, session);
const read = (session: Session | undefined, id: string, messageId: string) =>
  send(testApp.app, 'POST', `/v2/conversations/${id}/read`, session, { messageId });
const counts = () => countConversationRows(testApp.database.db);

async function ask(productId: string, session = buyer, body = 'Is it rated for 20 kg?') {
  return expectStatus<ConversationJson>(await open(session, productId, { body }), 201);
}

describe('POST /v2/products/{id}/conversations', () => {
  it('opens the conversation with the first question, then answers the same one', async () => {
    const productId = await newProduct();
    const conversation = await ask(productId);
    expect(conversation).toEqual({
      id: expect.any(String),
      productId,
      productName: expect.stringMatching(/^Question arm/),
      buyerId: buyer.user.id,
      buyerName: 'Grace Hopper',
      sellerId: seller.user.id,
      sellerName: 'Grace Hopper',
      buyerBusinessId: buyer.memberships[0]?.business_id,
      sellerBusinessId: seller.memberships[0]?.business_id,
      lastMessage: {
        id: expect.any(String),
        conversationId: conversation.id,
        senderId: buyer.user.id,
        senderName: 'Grace Hopper',
        sentBy: {
          userId: buyer.user.id,
          name: 'Grace Hopper',
          businessId: buyer.memberships[0]?.business_id,
          businessName: expect.any(String),
        },
        body: 'Is it rated for 20 kg?',
        createdAt: expect.any(String),
      },
      unreadCount: 0,
      createdAt: expect.any(String),
      lastActivityAt: expect.any(String),
    });
    const again = expectStatus<ConversationJson>(await open(buyer, productId), 200);
    expect(again.id).toBe(conversation.id);
    const followUp = expectStatus<ConversationJson>(
      await open(buyer, productId, { body: 'And 30 kg?' }),
      200,
    );
    expect(followUp.id).toBe(conversation.id);
    expect(followUp.lastMessage?.body).toBe('And 30 kg?');
  });

  it("opens without a question too, and the seller's list shows it once the buyer writes", async () => {
    const conversation = expectStatus<ConversationJson>(await open(buyer, await newProduct()), 201);
    expect(conversation.lastMessage).toBeNull();
    const listed = async (session: Session) =>
      expectStatus<ListJson>(await list(session, '?limit=100'), 200).conversations.some(
        (c) => c.id === conversation.id,
      );
    expect(await listed(buyer)).toBe(true);
    expect(await listed(seller)).toBe(false);
    expectStatus(await get(seller, conversation.id), 200);
    expectStatus(await post(buyer, conversation.id, { body: 'Now a question' }), 201);
    expect(await listed(seller)).toBe(true);
  });

  it("refuses the product's seller and its business's members (403), and a missing product (404)", async () => {
    const productId = await newProduct();
    const before = await counts();
    expectError(await open(seller, productId, { body: 'Me?' }), 403, 'forbidden');
    expectError(await open(sellerColleague, productId, { body: 'Us?' }), 403, 'forbidden');
    expectError(await open(buyer, missingId, { body: 'Where?' }), 404, 'not_found');
    expectError(await open(undefined, productId, { body: 'Guest' }), 401, 'unauthenticated');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an empty body', { body: '' }],
    ['only white space', { body: ' \n\t\u00a0 ' }],
    ['5001 characters', { body: 'x'.repeat(5001) }],
    ['a NUL character', { body: 'before\u0000after' }],
    ['a lone surrogate', { body: 'broken \ud800 text' }],
    ['a bidirectional override', { body: 'price 0003\u202e' }],
    ['a bidirectional isolate', { body: 'a \u2066b\u2069' }],
    ['an unknown field', { body: 'Hi', html: '<b>Hi</b>' }],
  ])('refuses %s with a 400 and writes nothing', async (_label, payload) => {
    const productId = await newProduct();
    const before = await counts();
    expectError(await open(buyer, productId, payload), 400, 'validation_failed');
    expect(await counts()).toEqual(before);
  });

  it('refuses a product id that is not a uuid, or a huge one, with a 400', async () => {
    const before = await counts();
    expectError(await open(buyer, 'not-a-uuid', { body: 'Hi' }), 400, 'validation_failed');
    expectError(await open(buyer, '9'.repeat(80), { body: 'Hi' }), 400, 'validation_failed');
    expect(await counts()).toEqual(before);
  });

  it('makes one conversation of many opens at once, round after round', async () => {
    for (let round = 0; round < 8; round++) {
      const productId = await newProduct();
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) => open(buyer, productId, { body: `Question ${index}` })),
      );
      expect(answers.map((answer) => answer.statusCode).sort(), `round ${round}`).toEqual([
        200, 200, 200, 200, 201,
      ]);
      const ids = new Set(
        answers.map((answer) => expectStatus<ConversationJson>(answer, answer.statusCode).id),
      );
      expect(ids.size, `round ${round}`).toBe(1);
      const [id] = [...ids];
      const page = expectStatus<{ messages: MessageJson[] }>(await messages(buyer, id ?? ''), 200);
      expect(page.messages, `round ${round}`).toHaveLength(5);
    }
  });
});

describe('who may read and write a conversation', () => {
  let productId: string;
  let mine: ConversationJson;
  let theirs: ConversationJson;

  beforeAll(async () => {
    productId = await newProduct();
    mine = await ask(productId, buyer, 'Private question of the first buyer');
    theirs = await ask(productId, secondBuyer, 'Private question of the second buyer');
  });

  it('lets the buyer and the seller read and write', async () => {
    expectStatus(await post(seller, mine.id, { body: 'Yes, 20 kg.' }), 201);
    expectStatus(await post(buyer, mine.id, { body: 'Thanks.' }), 201);
    const page = expectStatus<{ messages: MessageJson[] }>(await messages(seller, mine.id), 200);
    expect(page.messages.map((m) => m.body)).toEqual([
      'Private question of the first buyer',
      'Yes, 20 kg.',
      'Thanks.',
    ]);
    expectStatus(await get(buyer, mine.id), 200);
    expectStatus(await get(seller, mine.id), 200);
  });

  it('answers 404 to another buyer of the same product and another seller', async () => {
    const before = await counts();
    for (const session of [secondBuyer, otherSeller]) {
      expectError(await get(session, mine.id), 404, 'not_found', 'Conversation not found');
      expectError(await messages(session, mine.id), 404, 'not_found');
      expectError(await post(session, mine.id, { body: 'Let me in' }), 404, 'not_found');
      expectError(await read(session, mine.id, mine.lastMessage?.id ?? ''), 404, 'not_found');
    }
    expectError(await get(buyer, theirs.id), 404, 'not_found');
    expectError(await get(undefined, mine.id), 401, 'unauthenticated');
    expectError(await post(undefined, mine.id, { body: 'Guest' }), 401, 'unauthenticated');
    expect(await counts()).toEqual(before);
  });

  it("lists each side's conversations only: the seller's business both, each buyer's business its own", async () => {
    const sellers = expectStatus<ListJson>(await list(seller, '?limit=100'), 200);
    expect(sellers.conversations.map((c) => c.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const buyers = expectStatus<ListJson>(await list(buyer, '?limit=100'), 200);
    expect(buyers.conversations.map((c) => c.id)).toContain(mine.id);
    expect(buyers.conversations.map((c) => c.id)).not.toContain(theirs.id);
    const seconds = expectStatus<ListJson>(await list(secondBuyer, '?limit=100'), 200);
    expect(seconds.conversations.map((c) => c.id)).toEqual([theirs.id]);
    // Colleagues share their business's conversations (ADR 0090).
    const buyerColleagues = expectStatus<ListJson>(await list(buyerColleague, '?limit=100'), 200);
    expect(buyerColleagues.conversations.map((c) => c.id)).toContain(mine.id);
    expect(buyerColleagues.conversations.map((c) => c.id)).not.toContain(theirs.id);
    const sellerColleagues = expectStatus<ListJson>(await list(sellerColleague, '?limit=100'), 200);
    expect(sellerColleagues.conversations.map((c) => c.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
    for (const session of [otherSeller]) {
      const other = await list(session, '?limit=100');
      expect(other.body).not.toContain(mine.id);
      expect(other.body).not.toContain('Private question');
    }
  });
});

describe('unread counts and read marks', () => {
  it('counts the other side’s messages after the read mark, which only moves forward', async () => {
    const conversation = await ask(await newProduct());
    const first = expectStatus<MessageJson>(await post(seller, conversation.id, { body: 'One' }), 201);
    const second = expectStatus<MessageJson>(await post(seller, conversation.id, { body: 'Two' }), 201);
    const unread = async (session: Session) =>
      expectStatus<ListJson>(await list(session, '?limit=100'), 200).conversations.find(
        (c) => c.id === conversation.id,
      )?.unreadCount;
    expect(await unread(buyer)).toBe(2);
    expect(await unread(seller)).toBe(1);
    expect((await read(buyer, conversation.id, second.id)).statusCode).toBe(204);
    expect(await unread(buyer)).toBe(0);
    expect((await read(buyer, conversation.id, first.id)).statusCode).toBe(204);
    expect(await unread(buyer)).toBe(0);
    const other = await ask(await newProduct());
    expectError(await read(buyer, conversation.id, other.lastMessage?.id ?? ''), 400, 'validation_failed');
    expectError(await read(buyer, conversation.id, missingId), 400, 'validation_failed');
  });
});

describe('GET /v2/conversations/{id}/messages paging', () => {
  it('pages oldest first with a cursor, and lists only later messages with since', async () => {
    const conversation = await ask(await newProduct(), buyer, 'm0');
    for (let index = 1; index < 5; index++) {
      expectStatus(await post(index % 2 ? seller : buyer, conversation.id, { body: `m${index}` }), 201);
    }
    const first = expectStatus<{ messages: MessageJson[]; next_cursor: string | null }>(
      await messages(buyer, conversation.id, '?limit=2'),
      200,
    );
    expect(first.messages.map((m) => m.body)).toEqual(['m0', 'm1']);
    const second = expectStatus<{ messages: MessageJson[]; next_cursor: string | null }>(
      await messages(buyer, conversation.id, `?limit=10&cursor=${first.next_cursor}`),
      200,
    );
    expect(second.messages.map((m) => m.body)).toEqual(['m2', 'm3', 'm4']);
    expect(second.next_cursor).toBeNull();
    const since = expectStatus<{ messages: MessageJson[] }>(
      await messages(buyer, conversation.id, `?since=${second.messages[1]?.id}`),
      200,
    );
    expect(since.messages.map((m) => m.body)).toEqual(['m4']);
    expectError(await messages(buyer, conversation.id, `?since=${missingId}`), 400, 'validation_failed');
    expectError(await messages(buyer, conversation.id, '?cursor=garbage'), 400, 'validation_failed');
  });

  it('pages the conversation list most recently active first', async () => {
    const lister = await registerCustomer(testApp.app);
    const made: string[] = [];
    for (let index = 0; index < 3; index++) made.push((await ask(await newProduct(), lister)).id);
    const first = expectStatus<ListJson>(await list(lister, '?limit=2'), 200);
    expect(first.conversations).toHaveLength(2);
    const rest = expectStatus<ListJson>(await list(lister, `?limit=2&cursor=${first.next_cursor}`), 200);
    expect([...first.conversations, ...rest.conversations].map((c) => c.id).sort()).toEqual(made.sort());
    expect(rest.next_cursor).toBeNull();
    expectError(await list(lister, '?cursor=not-a-cursor'), 400, 'validation_failed');
  });
});

describe('a removed product', () => {
  it('keeps the conversation with its name, without the product or its offers', async () => {
    const productId = await newProduct();
    const conversation = await ask(productId);
    expectStatus(
      await send(testApp.app, 'POST', `/v2/products/${productId}/offers`, buyer, { price: '100.00' }),
      201,
    );
    expect((await send(testApp.app, 'DELETE', `/v2/products/${productId}`, seller)).statusCode).toBe(204);
    const details = expectStatus<{ conversation: ConversationJson; offers: unknown[] }>(
      await get(buyer, conversation.id),
      200,
    );
    expect(details.conversation).toMatchObject({ productId: null, productName: conversation.productName });
    expect(details.offers).toEqual([]);
    expectStatus(await post(seller, conversation.id, { body: 'It is sold out, sorry.' }), 201);
    expectError(await open(buyer, productId, { body: 'Still there?' }), 404, 'not_found');
  });
});

describe('offers made from a conversation', () => {
  it('shows the buyer’s offers on the product to both sides, and the seller accepts one', async () => {
    const productId = await newProduct();
    const conversation = await ask(productId);
    const offer = expectStatus<{ id: string }>(
      await send(testApp.app, 'POST', `/v2/products/${productId}/offers`, buyer, {
        price: '30000.00',
        quantity: 2,
      }),
      201,
    );
    for (const session of [buyer, seller]) {
      const details = expectStatus<{
        offers: { id: string; quantity: number; price: string; status: string }[];
      }>(await get(session, conversation.id), 200);
      expect(details.offers).toEqual([
        expect.objectContaining({ id: offer.id, quantity: 2, price: '30000.00', status: 'PENDING' }),
      ]);
    }
    // Another buyer's offer on the same product stays out of this conversation.
    await ask(productId, secondBuyer);
    expectStatus(
      await send(testApp.app, 'POST', `/v2/products/${productId}/offers`, secondBuyer, { price: '1.00' }),
      201,
    );
    expectStatus(
      await send(
        testApp.app,
        'PUT',
        `/v2/products/${productId}/offers/${offer.id}`,
        seller,
        { status: 'ACCEPTED' },
        {
          'idempotency-key': crypto.randomUUID(),
        },
      ),
      200,
    );
    const after = expectStatus<{ offers: { id: string; status: string }[] }>(
      await get(buyer, conversation.id),
      200,
    );
    expect(after.offers).toEqual([expect.objectContaining({ id: offer.id, status: 'ACCEPTED' })]);
  });
});
