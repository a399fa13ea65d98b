// Offers belong to businesses (ADR 0090): the buyer's PURCHASERs make, follow and answer them, the product's
// SALES members answer them, VIEWERs read; each answer says who acted for which business.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { dataFingerprint } from '../../test/fuzz/contract-checks.ts';
import { expectStatus, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';
import { businessOf, newColleague, removeMember } from '../../test/teams.ts';

const testApp = useTestApp();
// Meridian Automation sells; Buyer Works buys.
let seller: Session;
let sellerSales: Session;
let sellerSales2: Session;
let sellerPurchaser: Session;
let sellerViewer: Session;
let buyer: Session;
let buyerPurchaser: Session;
let buyerSales: Session;
let buyerViewer: Session;
let removedBuyer: Session;
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
  sellerSales2 = await newColleague(app, db, sellerBusinessId, ['SALES'], {
    first_name: 'Alan',
    last_name: 'Turing',
  });
  sellerPurchaser = await newColleague(app, db, sellerBusinessId, ['PURCHASER'], { first_name: 'Pat' });
  sellerViewer = await newColleague(app, db, sellerBusinessId, ['VIEWER'], { first_name: 'Vic' });
  buyer = await registerBusiness(app, { company_name: 'Buyer Works' });
  buyerBusinessId = businessOf(buyer);
  buyerPurchaser = await newColleague(app, db, buyerBusinessId, ['PURCHASER'], {
    first_name: 'Katherine',
    last_name: 'Johnson',
  });
  buyerSales = await newColleague(app, db, buyerBusinessId, ['SALES'], { first_name: 'Sam' });
  buyerViewer = await newColleague(app, db, buyerBusinessId, ['VIEWER'], { first_name: 'Val' });
  removedBuyer = await newColleague(app, db, buyerBusinessId, ['PURCHASER'], { first_name: 'Rem' });
  rival = await registerBusiness(app, { company_name: 'Rival Robotics' });
});

interface SentBy {
  userId: string;
  name: string;
  businessId: string | null;
  businessName: string | null;
}
interface Offer {
  id: string;
  status: string;
  buyerName: string;
  buyerBusinessId: string | null;
  sellerBusinessId: string | null;
  sentBy: SentBy;
  answeredBy: SentBy | null;
  workflowId: string | null;
}

let products = 0;
async function newProduct(): Promise<string> {
  return expectStatus<{ id: string }>(
    await send(testApp.app, 'POST', '/v2/products', seller, {
      name: `Team arm ${++products}`,
      description: 'A six-axis arm.',
      price: '1200.00',
    }),
    201,
  ).id;
}

const offersUrl = (productId: string) => `/v2/products/${productId}/offers`;
const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const offer = (productId: string, session: Session, body: Record<string, unknown> = {}) =>
  send(testApp.app, 'POST', offersUrl(productId), session, { price: '1000.00', quantity: 2, ...body });
const move = (productId: string, offerId: string, session: Session, body: Record<string, unknown>) =>
  send(testApp.app, 'PUT', `${offersUrl(productId)}/${offerId}`, session, body, key());

describe('offers of a business', () => {
  it('says who made and who answered each offer, and for which business', async () => {
    const productId = await newProduct();
    const made = expectStatus<Offer>(await offer(productId, buyerPurchaser), 201);
    expect(made).toMatchObject({
      buyerName: 'Buyer Works',
      buyerBusinessId,
      sellerBusinessId,
      sentBy: {
        userId: buyerPurchaser.user.id,
        name: 'Katherine Johnson',
        businessId: buyerBusinessId,
        businessName: 'Buyer Works',
      },
      answeredBy: null,
    });
    const countered = expectStatus<Offer>(
      await move(productId, made.id, sellerSales, { status: 'COUNTERED', price: '1100.00' }),
      200,
    );
    expect(countered.answeredBy).toEqual({
      userId: sellerSales.user.id,
      name: 'Ada Lovelace',
      businessId: sellerBusinessId,
      businessName: 'Meridian Automation',
    });
    // The founder accepts the counter their colleague's offer received.
    const accepted = expectStatus<Offer>(await move(productId, made.id, buyer, { status: 'ACCEPTED' }), 200);
    expect(accepted.answeredBy).toMatchObject({ userId: buyer.user.id, businessName: 'Buyer Works' });
    const [workflow] = await testApp.database.db.query<{ business_id: string; seller_business_id: string }>(
      'SELECT business_id, seller_business_id FROM workflows WHERE id = $1',
      [accepted.workflowId],
    );
    expect(workflow).toEqual({ business_id: buyerBusinessId, seller_business_id: sellerBusinessId });
  });

  it("shows every member each side's offers, whoever acted", async () => {
    const productId = await newProduct();
    const made = expectStatus<Offer>(await offer(productId, buyer), 201);
    const ids = async (session: Session, url: string) =>
      expectStatus<{ offers: Offer[] }>(await send(testApp.app, 'GET', url, session), 200).offers.map(
        (o) => o.id,
      );
    for (const member of [buyerPurchaser, buyerSales, buyerViewer]) {
      expect(await ids(member, '/v2/offers?side=buyer')).toContain(made.id);
      expect(await ids(member, offersUrl(productId))).toEqual([made.id]);
    }
    for (const member of [sellerSales, sellerPurchaser, sellerViewer]) {
      expect(await ids(member, '/v2/offers?side=seller')).toContain(made.id);
      expect(await ids(member, offersUrl(productId))).toEqual([made.id]);
    }
    for (const outsider of [rival]) {
      expect(await ids(outsider, offersUrl(productId))).toEqual([]);
      expect(await ids(outsider, '/v2/offers?side=seller')).not.toContain(made.id);
    }
  });

  it('answers 403 to a member whose role does not allow the move, and 404 outside both businesses', async () => {
    const productId = await newProduct();
    const made = expectStatus<Offer>(await offer(productId, buyer), 201);
    const otherProduct = await newProduct();
    const fingerprint = await dataFingerprint(testApp.database.db);
    const before = await fingerprint();
    for (const member of [sellerViewer, sellerPurchaser]) {
      expectError(
        await move(productId, made.id, member, { status: 'REJECTED' }),
        403,
        'forbidden',
        'Your role in Meridian Automation does not allow this: it needs SALES',
      );
    }
    for (const member of [buyerViewer, buyerSales]) {
      expectError(
        await move(productId, made.id, member, { status: 'WITHDRAWN' }),
        403,
        'forbidden',
        'Your role in Buyer Works does not allow this: it needs PURCHASER',
      );
    }
    expectError(
      await offer(otherProduct, buyerViewer),
      403,
      'forbidden',
      'Your role in Buyer Works does not allow this: it needs PURCHASER',
    );
    expectError(await offer(productId, sellerSales), 403, 'forbidden');
    expectError(await move(productId, made.id, rival, { status: 'REJECTED' }), 404, 'not_found');
    expect(await fingerprint()).toEqual(before);
    expectStatus(await move(productId, made.id, buyerPurchaser, { status: 'WITHDRAWN' }), 200);
  });

  it('stops a removed member at once', async () => {
    const productId = await newProduct();
    const made = expectStatus<Offer>(await offer(productId, removedBuyer), 201);
    await removeMember(testApp.app, testApp.database.db, buyer, buyerBusinessId, removedBuyer.user.id);
    expectError(await move(productId, made.id, removedBuyer, { status: 'WITHDRAWN' }), 404, 'not_found');
    const listed = expectStatus<{ offers: Offer[] }>(
      await send(testApp.app, 'GET', '/v2/offers?side=buyer', removedBuyer),
      200,
    );
    expect(listed.offers.map((o) => o.id)).not.toContain(made.id);
    // The business keeps the offer its former member made.
    expectStatus(await move(productId, made.id, buyerPurchaser, { status: 'WITHDRAWN' }), 200);
  });

  it('answers 400 to bad input from a member with the role, and writes nothing', async () => {
    const productId = await newProduct();
    const made = expectStatus<Offer>(await offer(productId, buyerPurchaser), 201);
    const otherProduct = await newProduct();
    const fingerprint = await dataFingerprint(testApp.database.db);
    const before = await fingerprint();
    for (const body of [
      { message: 'Nul\u0000' },
      { message: 'Lone \uDC00' },
      { price: '99999999999999999999.00' },
      { quantity: 1e12 },
    ]) {
      const response = await offer(otherProduct, buyerPurchaser, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    for (const body of [
      { status: 'COUNTERED', price: '-1.00' },
      { status: 'COUNTERED', price: '1e999' },
      { status: 'COUNTERED' },
      { status: 'ACCEPTED\u202E' },
    ]) {
      const response = await move(productId, made.id, sellerSales, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect(await fingerprint()).toEqual(before);
    const still = expectStatus<{ offers: Offer[] }>(
      await send(testApp.app, 'GET', offersUrl(productId), sellerSales),
      200,
    );
    expect(still.offers[0]).toMatchObject({ id: made.id, status: 'PENDING', answeredBy: null });
  });

  it('makes one order when two SALES colleagues accept the same offer at once, round after round', async () => {
    for (let round = 0; round < 8; round++) {
      const productId = await newProduct();
      const made = expectStatus<Offer>(await offer(productId, buyerPurchaser), 201);
      const answers = await Promise.all([
        move(productId, made.id, sellerSales, { status: 'ACCEPTED' }),
        move(productId, made.id, sellerSales2, { status: 'ACCEPTED' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const [count] = await testApp.database.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM workflows WHERE details->>'offerId' = $1`,
        [made.id],
      );
      expect(count?.n).toBe(1);
    }
  });
});
