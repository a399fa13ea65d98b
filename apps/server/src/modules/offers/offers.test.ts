import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { dataFingerprint } from '../../test/fuzz/contract-checks.ts';
import { addMembership } from '../../test/memberships.ts';
import { expectStatus, send } from '../../test/procurement.ts';
import { expectError, expectWholeUnitsRefusal, missingId } from '../../test/requests.ts';
import { offerMove, offerTransitions } from './state-machine.ts';

const testApp = useTestApp();
let seller: Session;
let sellerColleague: Session;
let buyer: Session;
let buyerColleague: Session;
let customer: Session;
let stranger: Session;

beforeAll(async () => {
  const { app, database } = testApp;
  seller = await registerBusiness(app, { company_name: 'Offer Robotics' });
  sellerColleague = await registerCustomer(app);
  await addMembership(
    database.db,
    seller.memberships[0]?.business_id ?? '',
    sellerColleague.user.id,
    'MEMBER',
  );
  buyer = await registerBusiness(app, { company_name: 'Buyer Works' });
  buyerColleague = await registerCustomer(app);
  await addMembership(database.db, buyer.memberships[0]?.business_id ?? '', buyerColleague.user.id, 'MEMBER');
  customer = await registerCustomer(app, { first_name: 'Cara', last_name: 'Customer' });
  stranger = await registerBusiness(app, { company_name: 'Unrelated Robotics' });
});

interface Offer {
  id: string;
  productId: string | null;
  productName: string;
  sellerId: string;
  buyerId: string;
  buyerName: string;
  price: string;
  counterPrice: string | null;
  agreedPrice: string | null;
  currency: string;
  quantity: number;
  message: string | null;
  status: string;
  workflowId: string | null;
}
interface Workflow {
  id: string;
  requestType: string;
  status: string;
  agreedPrice: string | null;
  sellerId: string | null;
  buyerId: string;
  requirements: { quantity: number };
}

let products = 0;
async function newProduct(price = '1200.00'): Promise<string> {
  return expectStatus<{ id: string }>(
    await send(testApp.app, 'POST', '/v2/products', seller, {
      name: `Offer arm ${++products}`,
      description: 'A six-axis arm.',
      price,
      category: 'PART',
    }),
    201,
  ).id;
}

const offersUrl = (productId: string) => `/v2/products/${productId}/offers`;
const offerUrl = (productId: string, offerId: string) => `/v2/products/${productId}/offers/${offerId}`;
const key = () => ({ 'idempotency-key': crypto.randomUUID() });

async function makeOffer(productId: string, session = buyer, body: Record<string, unknown> = {}) {
  return expectStatus<Offer>(
    await send(testApp.app, 'POST', offersUrl(productId), session, {
      price: '1000.00',
      quantity: 3,
      ...body,
    }),
    201,
  );
}

function move(productId: string, offerId: string, session: Session, body: Record<string, unknown>) {
  return send(testApp.app, 'PUT', offerUrl(productId, offerId), session, body, key());
}

describe('the offer state machine', () => {
  it('has exactly the moves of the decision', () => {
    expect(offerTransitions.map((row) => `${row.from} -${row.event}(${row.actors.join('/')})`)).toEqual([
      'PENDING -ACCEPTED(seller)',
      'PENDING -REJECTED(seller)',
      'PENDING -COUNTERED(seller)',
      'PENDING -WITHDRAWN(buyer)',
      'COUNTERED -ACCEPTED(buyer)',
      'COUNTERED -REJECTED(buyer)',
      'COUNTERED -WITHDRAWN(buyer)',
      'COUNTERED -COUNTERED(seller)',
      'PENDING_APPROVAL -WITHDRAWN(buyer)',
      'PENDING_APPROVAL -REJECTED(seller)',
    ]);
  });

  it("answers 403 for the other party's move and 409 for a move not from this status", () => {
    const statusOf = (fn: () => unknown) => {
      try {
        fn();
        return 200;
      } catch (error) {
        if (error instanceof ApiError) return error.statusCode;
        throw error;
      }
    };
    expect(statusOf(() => offerMove('PENDING', 'ACCEPTED', 'buyer'))).toBe(403);
    expect(statusOf(() => offerMove('PENDING', 'WITHDRAWN', 'seller'))).toBe(403);
    expect(statusOf(() => offerMove('COUNTERED', 'ACCEPTED', 'seller'))).toBe(403);
    expect(statusOf(() => offerMove('PENDING', 'COUNTERED', 'buyer'))).toBe(403);
    expect(statusOf(() => offerMove('ACCEPTED', 'ACCEPTED', 'seller'))).toBe(409);
    expect(statusOf(() => offerMove('REJECTED', 'WITHDRAWN', 'buyer'))).toBe(409);
    expect(statusOf(() => offerMove('WITHDRAWN', 'COUNTERED', 'seller'))).toBe(409);
    for (const row of offerTransitions) {
      for (const actor of row.actors) {
        if (actor !== 'buyer' && actor !== 'seller') throw new Error(`an offer has no ${actor}`);
        expect(offerMove(row.from, row.event, actor)).toBe(row.to);
      }
    }
  });
});

describe('createOffer', () => {
  it('stores a PENDING offer per unit in the product currency, with the names each side needs', async () => {
    const productId = await newProduct();
    const offer = await makeOffer(productId, customer, { message: '  Can you ship in May?  ' });
    expect(offer).toMatchObject({
      productId,
      productName: `Offer arm ${products}`,
      sellerId: seller.user.id,
      buyerId: customer.user.id,
      buyerName: 'Cara Customer',
      price: '1000.00',
      counterPrice: null,
      agreedPrice: null,
      currency: 'USD',
      quantity: 3,
      message: 'Can you ship in May?',
      status: 'PENDING',
      workflowId: null,
    });
    const business = await makeOffer(await newProduct(), buyer, { quantity: undefined, message: '   ' });
    expect(business).toMatchObject({ buyerName: 'Buyer Works', quantity: 1, message: null });
  });

  it("refuses the product's seller and its business's members (403), and a missing product (404)", async () => {
    const { app } = testApp;
    const productId = await newProduct();
    const before = await (await dataFingerprint(testApp.database.db))();
    expectError(await send(app, 'POST', offersUrl(productId), seller, { price: '10.00' }), 403, 'forbidden');
    expectError(
      await send(app, 'POST', offersUrl(productId), sellerColleague, { price: '10.00' }),
      403,
      'forbidden',
    );
    expectError(await send(app, 'POST', offersUrl(missingId), buyer, { price: '10.00' }), 404, 'not_found');
    expectError(
      await send(app, 'POST', offersUrl(productId), undefined, { price: '10.00' }),
      401,
      'unauthenticated',
    );
    expect(await (await dataFingerprint(testApp.database.db))()).toEqual(before);
    // Another business's user may.
    await makeOffer(productId, stranger);
  });

  it('refuses bad input with a 400 that writes nothing', async () => {
    const { app } = testApp;
    const productId = await newProduct();
    const fingerprint = await dataFingerprint(testApp.database.db);
    const before = await fingerprint();
    for (const price of ['0', '0.00', '1.999', '-1.00', '1.5', 'abc', 12, null]) {
      const response = await send(app, 'POST', offersUrl(productId), buyer, { price });
      expectError(response, 400, 'validation_failed', 'Please enter a valid price greater than 0');
      expect(response.json().fields).toEqual([
        { field: 'price', message: 'must be an amount greater than 0, such as 12500.00' },
      ]);
    }
    const bad: Record<string, unknown>[] = [
      {},
      { price: '10.00', quantity: 0 },
      { price: '10.00', quantity: 1.5 },
      { price: '10.00', quantity: 1_000_001 },
      { price: '10.00', message: 'x'.repeat(2001) },
      { price: '10.00', message: 'nul \u0000 byte' },
      { price: '10.00', status: 'ACCEPTED' },
      { price: '9999999999999.99', quantity: 2 },
    ];
    for (const body of bad) {
      expectError(await send(app, 'POST', offersUrl(productId), buyer, body), 400, 'validation_failed');
    }
    const tooLarge = await send(app, 'POST', offersUrl(productId), buyer, {
      price: '9999999999999.99',
      quantity: 2,
    });
    expect(tooLarge.json().fields).toEqual([
      { field: 'quantity', message: 'makes the total (price × quantity) more than 9999999999999.99' },
    ]);
    expectError(
      await send(app, 'POST', offersUrl('not-a-uuid'), buyer, { price: '10.00' }),
      400,
      'validation_failed',
    );
    expectError(
      await send(app, 'POST', offersUrl(`${productId}${'0'.repeat(5000)}`), buyer, { price: '10.00' }),
      400,
      'validation_failed',
    );
    expect(await fingerprint()).toEqual(before);
  });

  it('keeps one open offer per buyer and product, even when several arrive at once', async () => {
    const { app } = testApp;
    const productId = await newProduct();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(app, 'POST', offersUrl(productId), buyer, { price: '900.00' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const open = answers.find((answer) => answer.statusCode === 201);
    if (open === undefined) throw new Error('no offer got in');
    // Withdrawn, it no longer blocks a new one.
    expectStatus(
      await move(productId, expectStatus<Offer>(open, 201).id, buyer, { status: 'WITHDRAWN' }),
      200,
    );
    await makeOffer(productId);
  });
});

describe('listOffers and listMyOffers', () => {
  it("shows the product's business every offer and anyone else only their business's own", async () => {
    const { app } = testApp;
    const productId = await newProduct();
    const first = await makeOffer(productId, buyer);
    const second = await makeOffer(productId, customer);
    const ids = async (session: Session, url = offersUrl(productId)) =>
      expectStatus<{ offers: Offer[] }>(await send(app, 'GET', url, session), 200).offers.map((o) => o.id);
    expect(await ids(seller)).toEqual([second.id, first.id]);
    expect(await ids(buyer)).toEqual([first.id]);
    expect(await ids(customer)).toEqual([second.id]);
    expect(await ids(stranger)).toEqual([]);
    // The business owns the offers: a colleague sees what its business made or received (ADR 0090).
    expect(await ids(sellerColleague)).toEqual([second.id, first.id]);
    expect(await ids(buyerColleague)).toEqual([first.id]);
    expectError(await send(app, 'GET', offersUrl(missingId), buyer), 404, 'not_found');
    expectError(await send(app, 'GET', offersUrl(productId)), 401, 'unauthenticated');

    const mine = await ids(customer, '/v2/offers');
    expect(mine).toContain(second.id);
    expect(mine).not.toContain(first.id);
    const received = await ids(seller, '/v2/offers?side=seller');
    expect(received.slice(0, 2)).toEqual([second.id, first.id]);
    expect(await ids(stranger, '/v2/offers?side=seller')).toEqual([]);
    expect(await ids(seller, '/v2/offers?side=buyer')).toEqual([]);
    expectError(await send(app, 'GET', '/v2/offers?side=both', seller), 400, 'validation_failed');
  });

  it('pages newest first and filters by status', async () => {
    const { app } = testApp;
    const productIds = [await newProduct(), await newProduct(), await newProduct()];
    for (const productId of productIds) await makeOffer(productId, stranger);
    const page = expectStatus<{ offers: Offer[]; next_cursor: string | null }>(
      await send(app, 'GET', '/v2/offers?limit=2', stranger),
      200,
    );
    expect(page.offers.map((o) => o.productId)).toEqual([productIds[2], productIds[1]]);
    const rest = expectStatus<{ offers: Offer[]; next_cursor: string | null }>(
      await send(app, 'GET', `/v2/offers?limit=2&cursor=${page.next_cursor}`, stranger),
      200,
    );
    expect(rest.offers.map((o) => o.productId)).toContain(productIds[0]);
    const countered = expectStatus<{ offers: Offer[] }>(
      await send(app, 'GET', '/v2/offers?status=COUNTERED', stranger),
      200,
    );
    expect(countered.offers).toEqual([]);
  });
});

describe('updateOfferStatus', () => {
  it('counters, then the buyer accepts the counter: a DIRECT_ORDER at PRICE_AGREED both parties see', async () => {
    const { app } = testApp;
    const productId = await newProduct();
    const offer = await makeOffer(productId);
    const countered = expectStatus<Offer>(
      await move(productId, offer.id, seller, { status: 'COUNTERED', price: '1100.00' }),
      200,
    );
    expect(countered).toMatchObject({ status: 'COUNTERED', price: '1000.00', counterPrice: '1100.00' });
    // The seller may counter again before the buyer answers.
    const again = expectStatus<Offer>(
      await move(productId, offer.id, seller, { status: 'COUNTERED', price: '1050.00' }),
      200,
    );
    expect(again.counterPrice).toBe('1050.00');
    expectError(await move(productId, offer.id, seller, { status: 'ACCEPTED' }), 403, 'forbidden');
    const accepted = expectStatus<Offer>(await move(productId, offer.id, buyer, { status: 'ACCEPTED' }), 200);
    expect(accepted).toMatchObject({ status: 'ACCEPTED', agreedPrice: '1050.00' });
    expect(accepted.workflowId).toEqual(expect.any(String));

    const workflowUrl = `/v2/workflows/${accepted.workflowId}`;
    const workflow = expectStatus<Workflow>(await send(app, 'GET', workflowUrl, buyer), 200);
    expect(workflow).toMatchObject({
      requestType: 'DIRECT_ORDER',
      status: 'PRICE_AGREED',
      agreedPrice: '3150.00',
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      requirements: { quantity: 3 },
    });
    expectStatus(await send(app, 'GET', workflowUrl, seller), 200);
    expectStatus(await send(app, 'GET', workflowUrl, buyerColleague), 200);
    expectError(await send(app, 'GET', workflowUrl, stranger), 404, 'not_found');
    // The seller's colleague is the same seller party (ADR 0089): the business's order is theirs to see.
    expectStatus(await send(app, 'GET', workflowUrl, sellerColleague), 200);
    const sellersList = expectStatus<{ workflows: Workflow[] }>(
      await send(app, 'GET', '/v2/workflows?requestType=DIRECT_ORDER', seller),
      200,
    );
    expect(sellersList.workflows.map((w) => w.id)).toContain(accepted.workflowId);
    // Final: nothing moves it again.
    expectError(await move(productId, offer.id, buyer, { status: 'WITHDRAWN' }), 409, 'conflict');
    expectError(await move(productId, offer.id, buyer, { status: 'ACCEPTED' }), 409, 'conflict');
  });

  it('lets the seller accept a PENDING offer at its price × quantity', async () => {
    const { app } = testApp;
    const productId = await newProduct();
    const offer = await makeOffer(productId, customer, { price: '0.10', quantity: 7 });
    const accepted = expectStatus<Offer>(
      await move(productId, offer.id, seller, { status: 'ACCEPTED' }),
      200,
    );
    expect(accepted.agreedPrice).toBe('0.10');
    const workflow = expectStatus<Workflow>(
      await send(app, 'GET', `/v2/workflows/${accepted.workflowId}`, customer),
      200,
    );
    expect(workflow.agreedPrice).toBe('0.70');
  });

  it('lets only the right party make each move (403 for the other, 404 for anyone else)', async () => {
    const productId = await newProduct();
    const offer = await makeOffer(productId);
    const before = await (await dataFingerprint(testApp.database.db))();
    expectError(await move(productId, offer.id, buyer, { status: 'ACCEPTED' }), 403, 'forbidden');
    expectError(await move(productId, offer.id, buyer, { status: 'REJECTED' }), 403, 'forbidden');
    expectError(
      await move(productId, offer.id, buyer, { status: 'COUNTERED', price: '1.00' }),
      403,
      'forbidden',
    );
    expectError(await move(productId, offer.id, seller, { status: 'WITHDRAWN' }), 403, 'forbidden');
    for (const other of [stranger, customer]) {
      expectError(await move(productId, offer.id, other, { status: 'REJECTED' }), 404, 'not_found');
      expectError(await move(productId, offer.id, other, { status: 'WITHDRAWN' }), 404, 'not_found');
    }
    expectError(await move(missingId, offer.id, seller, { status: 'REJECTED' }), 404, 'not_found');
    expectError(await move(productId, missingId, seller, { status: 'REJECTED' }), 404, 'not_found');
    expect(await (await dataFingerprint(testApp.database.db))()).toEqual(before);
    expectStatus(await move(productId, offer.id, seller, { status: 'REJECTED' }), 200);
    expectError(await move(productId, offer.id, buyer, { status: 'WITHDRAWN' }), 409, 'conflict');
  });

  it('lets the buyer reject or withdraw a counter', async () => {
    const productId = await newProduct();
    const rejected = await makeOffer(productId);
    expectStatus(await move(productId, rejected.id, seller, { status: 'COUNTERED', price: '1500.00' }), 200);
    expect(
      expectStatus<Offer>(await move(productId, rejected.id, buyer, { status: 'REJECTED' }), 200).status,
    ).toBe('REJECTED');
    const withdrawn = await makeOffer(productId);
    expectStatus(await move(productId, withdrawn.id, seller, { status: 'COUNTERED', price: '1500.00' }), 200);
    expect(
      expectStatus<Offer>(await move(productId, withdrawn.id, buyer, { status: 'WITHDRAWN' }), 200).status,
    ).toBe('WITHDRAWN');
  });

  it('needs a price exactly with COUNTERED; bad input is a 400 that writes nothing', async () => {
    const { app } = testApp;
    const productId = await newProduct();
    const offer = await makeOffer(productId);
    const fingerprint = await dataFingerprint(testApp.database.db);
    const before = await fingerprint();
    const missing = await move(productId, offer.id, seller, { status: 'COUNTERED' });
    expectError(missing, 400, 'validation_failed');
    expect(missing.json().fields).toEqual([{ field: 'price', message: 'is required to counter' }]);
    const extra = await move(productId, offer.id, seller, { status: 'ACCEPTED', price: '10.00' });
    expectError(extra, 400, 'validation_failed');
    expect(extra.json().fields?.[0]?.field).toBe('price');
    for (const price of ['0.00', '1.999', '1', '']) {
      expectError(
        await move(productId, offer.id, seller, { status: 'COUNTERED', price }),
        400,
        'validation_failed',
        'Please enter a valid price greater than 0',
      );
    }
    const tooLarge = await move(productId, offer.id, seller, {
      status: 'COUNTERED',
      price: '9999999999999.99',
    });
    expectError(tooLarge, 400, 'validation_failed');
    for (const body of [
      { status: 'PENDING' },
      { status: 'accepted' },
      { status: 'REJECTED', note: 'x' },
      {},
    ]) {
      expectError(await move(productId, offer.id, seller, body), 400, 'validation_failed');
    }
    expectError(
      await send(app, 'PUT', offerUrl(productId, offer.id), seller, { status: 'REJECTED' }),
      400,
      'validation_failed',
    );
    expectError(
      await send(app, 'PUT', offerUrl(productId, offer.id), seller, { status: 'REJECTED\u0000' }, key()),
      400,
      'validation_failed',
    );
    expectError(
      await send(app, 'PUT', offerUrl(productId, `${offer.id}1`), seller, { status: 'REJECTED' }, key()),
      400,
      'validation_failed',
    );
    expect(await fingerprint()).toEqual(before);
  });

  it('replays an Idempotency-Key: the same request gets the first answer, another body a 422', async () => {
    const { app } = testApp;
    const productId = await newProduct();
    const offer = await makeOffer(productId);
    const headers = key();
    const url = offerUrl(productId, offer.id);
    const first = expectStatus<Offer>(
      await send(app, 'PUT', url, seller, { status: 'ACCEPTED' }, headers),
      200,
    );
    const again = expectStatus<Offer>(
      await send(app, 'PUT', url, seller, { status: 'ACCEPTED' }, headers),
      200,
    );
    expect(again.workflowId).toBe(first.workflowId);
    expectError(
      await send(app, 'PUT', url, seller, { status: 'REJECTED' }, headers),
      422,
      'idempotency_key_reused',
    );
    const workflows = await testApp.database.db.query(
      `SELECT id FROM workflows WHERE details->>'offerId' = $1`,
      [offer.id],
    );
    expect(workflows).toHaveLength(1);
    // A refusal is replayed too.
    const refusal = key();
    expectError(await send(app, 'PUT', url, seller, { status: 'REJECTED' }, refusal), 409, 'conflict');
    expectError(await send(app, 'PUT', url, seller, { status: 'REJECTED' }, refusal), 409, 'conflict');
  });

  it('makes one order from accepts racing, round after round', async () => {
    const { database } = testApp;
    for (let round = 0; round < 10; round++) {
      const productId = await newProduct();
      const offer = await makeOffer(productId);
      expectStatus(await move(productId, offer.id, seller, { status: 'COUNTERED', price: '1111.11' }), 200);
      const answers = await Promise.all([
        move(productId, offer.id, buyer, { status: 'ACCEPTED' }),
        move(productId, offer.id, buyer, { status: 'ACCEPTED' }),
        move(productId, offer.id, buyer, { status: 'WITHDRAWN' }),
        move(productId, offer.id, seller, { status: 'COUNTERED', price: '999.00' }),
        move(productId, offer.id, buyer, { status: 'ACCEPTED' }),
      ]);
      const ok = answers.filter((answer) => answer.statusCode === 200).length;
      expect(
        answers.every((a) => a.statusCode === 200 || a.statusCode === 409),
        `round ${round}`,
      ).toBe(true);
      const rows = await database.db.query<{ status: string }>(
        `SELECT w.status FROM workflows w WHERE w.details->>'offerId' = $1`,
        [offer.id],
      );
      const [final] = await database.db.query<{ status: string }>('SELECT status FROM offers WHERE id = $1', [
        offer.id,
      ]);
      expect(rows.length, `round ${round}`).toBe(final?.status === 'ACCEPTED' ? 1 : 0);
      expect(ok).toBeGreaterThanOrEqual(1);
    }
    // Two plain accepts by the seller: exactly one wins.
    for (let round = 0; round < 10; round++) {
      const productId = await newProduct();
      const offer = await makeOffer(productId);
      const answers = await Promise.all([
        move(productId, offer.id, seller, { status: 'ACCEPTED' }),
        move(productId, offer.id, seller, { status: 'ACCEPTED' }),
        move(productId, offer.id, seller, { status: 'ACCEPTED' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([200, 409, 409]);
      const rows = await database.db.query(`SELECT id FROM workflows WHERE details->>'offerId' = $1`, [
        offer.id,
      ]);
      expect(rows).toHaveLength(1);
    }
  });
});

describe('deleteProduct', () => {
  it('rejects the open offers, keeps the history and the orders made from it', async () => {
    const { app } = testApp;
    const productId = await newProduct();
    const pending = await makeOffer(productId, buyer);
    const countered = await makeOffer(productId, customer);
    expectStatus(await move(productId, countered.id, seller, { status: 'COUNTERED', price: '1300.00' }), 200);
    const accepted = await makeOffer(productId, stranger);
    const order = expectStatus<Offer>(
      await move(productId, accepted.id, seller, { status: 'ACCEPTED' }),
      200,
    );
    expect((await send(app, 'DELETE', `/v2/products/${productId}`, seller)).statusCode).toBe(204);
    const mine = async (session: Session) =>
      expectStatus<{ offers: Offer[] }>(await send(app, 'GET', '/v2/offers', session), 200).offers;
    expect((await mine(buyer)).find((o) => o.id === pending.id)).toMatchObject({
      status: 'REJECTED',
      productId: null,
    });
    expect((await mine(customer)).find((o) => o.id === countered.id)?.status).toBe('REJECTED');
    expect((await mine(stranger)).find((o) => o.id === accepted.id)?.status).toBe('ACCEPTED');
    expectStatus(await send(app, 'GET', `/v2/workflows/${order.workflowId}`, stranger), 200);
  });
});

describe('offers in a currency without cents', () => {
  it('refuses a JPY offer or counter with cents, writing nothing; whole yen are taken', async () => {
    const { app } = testApp;
    const productId = expectStatus<{ id: string }>(
      await send(app, 'POST', '/v2/products', seller, {
        name: `Offer arm ${++products}`,
        description: 'A six-axis arm sold in yen.',
        price: '180000.00',
        currency: 'JPY',
      }),
      201,
    ).id;
    await expectWholeUnitsRefusal(
      testApp,
      () => send(app, 'POST', offersUrl(productId), buyer, { price: '150000.50' }),
      ['price'],
    );
    const offer = await makeOffer(productId, buyer, { price: '150000.00' });
    expect(offer).toMatchObject({ price: '150000.00', currency: 'JPY' });
    await expectWholeUnitsRefusal(
      testApp,
      () => move(productId, offer.id, seller, { status: 'COUNTERED', price: '170000.10' }),
      ['price'],
    );
  });
});
