// The business owns its products (ADR 0090): every SALES member changes any of them, whoever created it; a
// member without SALES (a VIEWER, a PURCHASER) reads only; another business and a removed member change none.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { imageUpload } from '../../test/images.ts';
import { expectStatus, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';
import { actFor, businessOf, removeMember } from '../../test/teams.ts';

const testApp = useTestApp();
let founder: Session;
let sales: Session;
let purchaser: Session;
let viewer: Session;
let rival: Session;
let removed: Session;
let businessId: string;

interface ProductJson {
  id: string;
  name: string;
  price: string;
  images: string[];
  seller_id: string;
  seller_name: string;
  business_id?: string;
}

beforeAll(async () => {
  const { app, database } = testApp;
  founder = await registerBusiness(app, { company_name: 'Meridian Automation' });
  businessId = businessOf(founder);
  // Colleagues who registered businesses of their own and act for Meridian (seller accounts, so the only
  // thing that tells them apart is their roles in Meridian).
  sales = await registerBusiness(app, {
    company_name: 'Ada Side Co',
    first_name: 'Ada',
    last_name: 'Lovelace',
  });
  await actFor(database.db, businessId, sales, ['SALES']);
  purchaser = await registerBusiness(app, { company_name: 'Pat Side Co', first_name: 'Pat' });
  await actFor(database.db, businessId, purchaser, ['PURCHASER']);
  viewer = await registerBusiness(app, { company_name: 'Vic Side Co', first_name: 'Vic' });
  await actFor(database.db, businessId, viewer, ['VIEWER']);
  removed = await registerBusiness(app, { company_name: 'Rem Side Co', first_name: 'Rem' });
  await actFor(database.db, businessId, removed, ['SALES']);
  await removeMember(app, database.db, founder, businessId, removed.user.id);
  rival = await registerBusiness(app, { company_name: 'Rival Robotics' });
});

const product = { name: 'Meridian arm', description: 'A six-axis arm.', price: '12500.00' };

async function create(session: Session, body: Record<string, unknown> = product): Promise<ProductJson> {
  return expectStatus<ProductJson>(await send(testApp.app, 'POST', '/v2/products', session, body), 201);
}

const update = (session: Session, id: string, body: Record<string, unknown>) =>
  send(testApp.app, 'PUT', `/v2/products/${id}`, session, body);

const upload = (session: Session, id: string) => {
  const file = imageUpload();
  return testApp.app.inject({
    method: 'POST',
    url: `/v2/products/${id}/images`,
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': file.contentType },
    payload: file.payload,
  });
};

const forbiddenRole = 'Your role in Meridian Automation does not allow this: it needs SALES';

describe('products of a business', () => {
  it('lists a product under the business its creator acts for', async () => {
    const created = await create(sales);
    expect(created).toMatchObject({
      seller_id: sales.user.id,
      seller_name: 'Meridian Automation',
      business_id: businessId,
    });
    const page = expectStatus<{ products: ProductJson[] }>(
      await send(testApp.app, 'GET', `/v2/products?businessId=${businessId}`, viewer),
      200,
    );
    expect(page.products.map((p) => p.id)).toContain(created.id);
    expect(page.products.every((p) => p.business_id === businessId)).toBe(true);
  });

  it('lets a SALES colleague change, illustrate and delete a product the founder created', async () => {
    const created = await create(founder);
    const changed = expectStatus<ProductJson>(
      await update(sales, created.id, { name: 'Renamed by Ada', price: '11000.00' }),
      200,
    );
    expect(changed).toMatchObject({ name: 'Renamed by Ada', price: '11000.00', seller_id: founder.user.id });
    const illustrated = expectStatus<ProductJson>(await upload(sales, created.id), 200);
    expect(illustrated.images).toHaveLength(1);
    expect((await send(testApp.app, 'DELETE', `/v2/products/${created.id}`, sales)).statusCode).toBe(204);
  });

  it('lets the founder change a product a SALES colleague created', async () => {
    const created = await create(sales);
    expectStatus(await update(founder, created.id, { name: 'Renamed by Grace' }), 200);
  });

  it('answers 403 to colleagues without SALES (a VIEWER, a PURCHASER) and changes nothing', async () => {
    const created = await create(founder);
    for (const colleague of [viewer, purchaser]) {
      expectError(await update(colleague, created.id, { name: 'Nope' }), 403, 'forbidden', forbiddenRole);
      expectError(await upload(colleague, created.id), 403, 'forbidden', forbiddenRole);
      expectError(
        await send(testApp.app, 'DELETE', `/v2/products/${created.id}`, colleague),
        403,
        'forbidden',
        forbiddenRole,
      );
      expectError(
        await send(testApp.app, 'POST', '/v2/products', colleague, product),
        403,
        'forbidden',
        forbiddenRole,
      );
    }
    const after = expectStatus<ProductJson>(
      await send(testApp.app, 'GET', `/v2/products/${created.id}`, viewer),
      200,
    );
    expect(after).toMatchObject({ name: product.name, images: [] });
  });

  it('answers 403 to another business and to a removed member, at once', async () => {
    const created = await create(founder);
    for (const outsider of [rival, removed]) {
      expectError(
        await update(outsider, created.id, { name: 'Taken' }),
        403,
        'forbidden',
        "Only the product's seller may change it",
      );
      expectError(await upload(outsider, created.id), 403, 'forbidden');
      expectError(
        await send(testApp.app, 'DELETE', `/v2/products/${created.id}`, outsider),
        403,
        'forbidden',
      );
    }
    // The removed member acts for their own business again: what they list goes there.
    const own = await create(removed);
    expect(own.business_id).toBe(businessOf(removed));
  });

  it('answers 400 to a colleague sending bad input, and writes nothing', async () => {
    const created = await create(founder);
    for (const body of [
      { name: 'Nul\u0000name' },
      { description: 'Lone \uD800 surrogate' },
      { price: '99999999999999999999.00' },
      { price: '0.00' },
    ]) {
      const response = await update(sales, created.id, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expectError(
      await send(testApp.app, 'GET', `/v2/products?businessId=not-a-uuid`, sales),
      400,
      'validation_failed',
    );
    const after = expectStatus<ProductJson>(
      await send(testApp.app, 'GET', `/v2/products/${created.id}`, sales),
      200,
    );
    expect(after).toMatchObject({ name: product.name, price: product.price });
  });
});
