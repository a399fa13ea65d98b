// Product conversations belong to the two businesses (ADR 0090): the buyer's PURCHASERs ask, the product's
// SALES members answer, every member reads, and each message says who wrote it for which business.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { expectStatus, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';
import { businessOf, newColleague, removeMember } from '../../test/teams.ts';
import { countConversationRows } from './index.ts';

const testApp = useTestApp();
let seller: Session;
let sellerSales: Session;
let sellerViewer: Session;
let buyer: Session;
let buyerPurchaser: Session;
let buyerViewer: Session;
let removed: Session;
let rival: Session;
let sellerBusinessId: string;
let buyerBusinessId: string;

beforeAll(async () => {
  const { app, database } = testApp;
  const { db } = database;
  seller = await registerBusiness(app, { company_name: 'Meridian Automation' });
  sellerBusinessId = businessOf(seller);
  sellerSales = await newColleague(app, db, sellerBusinessId, ['SALES'], {
    first_name: 'Ada',
    last_name: 'Lovelace',
  });
  sellerViewer = await newColleague(app, db, sellerBusinessId, ['VIEWER'], { first_name: 'Vic' });
  buyer = await registerBusiness(app, { company_name: 'Buyer Works' });
  buyerBusinessId = businessOf(buyer);
  buyerPurchaser = await newColleague(app, db, buyerBusinessId, ['PURCHASER'], {
    first_name: 'Katherine',
    last_name: 'Johnson',
  });
  buyerViewer = await newColleague(app, db, buyerBusinessId, ['VIEWER'], { first_name: 'Val' });
  removed = await newColleague(app, db, sellerBusinessId, ['SALES'], { first_name: 'Rem' });
  rival = await registerBusiness(app, { company_name: 'Rival Robotics' });
});

interface MessageJson {
  id: string;
  body: string;
  sentBy: { userId: string; name: string; businessId: string | null; businessName: string | null };
}

let products = 0;
async function newProduct(): Promise<string> {
  return expectStatus<{ id: string }>(
    await send(testApp.app, 'POST', '/v2/products', seller, {
      name: `Team question arm ${++products}`,
      description: 'A six-axis arm.',
      price: '30000.00',
    }),
    201,
  ).id;
}

const open = (session: Session, productId: string, body: unknown = {}) =>
  send(testApp.app, 'POST', `/v2/products/${productId}/conversations`, session, body);
const post = (session: Session, id: string, body: unknown) =>
  send(testApp.app, 'POST', `/v2/conversations/${id}/messages`, session, body);
const messages = (session: Session, id: string) =>
  send(testApp.app, 'GET', `/v2/conversations/${id}/messages`, session);

async function ask(session = buyerPurchaser): Promise<string> {
  return expectStatus<{ id: string }>(
    await open(session, await newProduct(), { body: 'Rated for 20 kg?' }),
    201,
  ).id;
}

describe('product conversations of a business', () => {
  it('lets a SALES colleague answer, and says who wrote each message for which business', async () => {
    const id = await ask();
    const answer = expectStatus<MessageJson>(await post(sellerSales, id, { body: 'Yes, 20 kg.' }), 201);
    expect(answer.sentBy).toEqual({
      userId: sellerSales.user.id,
      name: 'Ada Lovelace',
      businessId: sellerBusinessId,
      businessName: 'Meridian Automation',
    });
    expectStatus(await post(buyer, id, { body: 'Thanks from the founder.' }), 201);
    const page = expectStatus<{ messages: MessageJson[] }>(await messages(seller, id), 200);
    expect(page.messages.map((m) => [m.sentBy.name, m.sentBy.businessName])).toEqual([
      ['Katherine Johnson', 'Buyer Works'],
      ['Ada Lovelace', 'Meridian Automation'],
      ['Grace Hopper', 'Buyer Works'],
    ]);
  });

  it('keeps one conversation per buying business: a PURCHASER colleague continues it, a rival business has its own', async () => {
    const { database } = testApp;
    const productId = await newProduct();
    const first = expectStatus<{ id: string }>(
      await open(buyerPurchaser, productId, { body: 'Reach?' }),
      201,
    );
    // The founder (ADMIN, a PURCHASER too) opens the same product: the business's conversation, continued.
    const again = expectStatus<{ id: string }>(await open(buyer, productId, { body: 'And payload?' }), 200);
    expect(again.id).toBe(first.id);
    const page = expectStatus<{ messages: MessageJson[] }>(await messages(buyerPurchaser, first.id), 200);
    expect(page.messages.map((m) => m.body)).toEqual(['Reach?', 'And payload?']);
    // A competing buying business asks separately, and never reads the other's.
    const theirs = expectStatus<{ id: string }>(await open(rival, productId, { body: 'Price?' }), 201);
    expect(theirs.id).not.toBe(first.id);
    expectError(await messages(rival, first.id), 404, 'not_found');
    expectError(await messages(buyerPurchaser, theirs.id), 404, 'not_found');
    const [row] = await database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM conversations WHERE product_id = $1',
      [productId],
    );
    expect(row?.count).toBe(2);
  });

  it('opens one conversation when two colleagues open at once, over many rounds', async () => {
    for (let round = 0; round < 8; round++) {
      const productId = await newProduct();
      const answers = await Promise.all([open(buyerPurchaser, productId), open(buyer, productId)]);
      const ids = answers.map((answer) => (answer.json() as { id: string }).id);
      expect(ids[0]).toBe(ids[1]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    }
  });

  it('keeps a customer buyer one conversation of their own per product', async () => {
    const productId = await newProduct();
    const ada = await registerCustomer(testApp.app);
    const bob = await registerCustomer(testApp.app);
    const adas = expectStatus<{ id: string }>(await open(ada, productId), 201);
    expect(expectStatus<{ id: string }>(await open(ada, productId), 200).id).toBe(adas.id);
    const bobs = expectStatus<{ id: string }>(await open(bob, productId), 201);
    expect(bobs.id).not.toBe(adas.id);
    expectError(await messages(bob, adas.id), 404, 'not_found');
  });

  it('lets VIEWERs read but not write, with nothing written', async () => {
    const id = await ask();
    const before = await countConversationRows(testApp.database.db);
    for (const [viewer, role] of [
      [sellerViewer, 'Your role in Meridian Automation does not allow this: it needs SALES'],
      [buyerViewer, 'Your role in Buyer Works does not allow this: it needs PURCHASER'],
    ] as const) {
      expectStatus(await messages(viewer, id), 200);
      expectStatus(await send(testApp.app, 'GET', `/v2/conversations/${id}`, viewer), 200);
      expectError(await post(viewer, id, { body: 'Let me answer' }), 403, 'forbidden', role);
    }
    expectError(
      await open(buyerViewer, await newProduct(), { body: 'May I ask?' }),
      403,
      'forbidden',
      'Your role in Buyer Works does not allow this: it needs PURCHASER',
    );
    // Opening made no conversation: the product is new, the refusal came before the insert.
    const after = await countConversationRows(testApp.database.db);
    expect(after).toEqual(before);
  });

  it('answers 404 to another business and to a removed member at once', async () => {
    const id = await ask();
    expectStatus(await post(removed, id, { body: 'Still here' }), 201);
    await removeMember(testApp.app, testApp.database.db, seller, sellerBusinessId, removed.user.id);
    for (const outsider of [rival, removed]) {
      expectError(await messages(outsider, id), 404, 'not_found');
      expectError(await post(outsider, id, { body: 'Let me in' }), 404, 'not_found');
      const list = await send(testApp.app, 'GET', '/v2/conversations?limit=100', outsider);
      expect(list.body).not.toContain(id);
    }
  });

  it('answers 400 to bad input from a member with the role, and writes nothing', async () => {
    const id = await ask();
    const before = await countConversationRows(testApp.database.db);
    for (const body of ['Nul\u0000', 'Lone \uD800', '\u202E', ' ', 'x'.repeat(5001)]) {
      const response = await post(sellerSales, id, { body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect(await countConversationRows(testApp.database.db)).toEqual(before);
  });

  it('counts a colleague’s messages as read for the side that wrote them', async () => {
    const id = await ask();
    expectStatus(await post(sellerSales, id, { body: 'One' }), 201);
    const unread = async (session: Session) =>
      expectStatus<{ conversations: { id: string; unreadCount: number }[] }>(
        await send(testApp.app, 'GET', '/v2/conversations?limit=100', session),
        200,
      ).conversations.find((c) => c.id === id)?.unreadCount;
    // Each side has one message of the other side unread: the question, the answer. Its own side's never count.
    expect(await unread(seller)).toBe(1);
    expect(await unread(sellerSales)).toBe(1);
    expect(await unread(buyer)).toBe(1);
    expect(await unread(buyerPurchaser)).toBe(1);
    expectStatus(await post(seller, id, { body: 'Two' }), 201);
    expect(await unread(sellerSales)).toBe(1);
    expect(await unread(buyer)).toBe(2);
  });
});
