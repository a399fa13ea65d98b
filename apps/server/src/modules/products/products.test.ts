import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { expectError, expectWholeUnitsRefusal, missingId, signInPlatformAdmin } from '../../test/requests.ts';
import { invalidPriceMessage } from './handlers.ts';
import { countProducts } from './repository.ts';

const clock = testClock();
let seller: Session;
let otherSeller: Session;
let subsidiarySeller: Session;
let customer: Session;
let admin: Session;
const testApp = useTestApp({ now: clock.now });
beforeAll(async () => {
  seller = await registerBusiness(testApp.app, { company_name: 'Owner Robotics' });
  otherSeller = await registerBusiness(testApp.app, { company_name: 'Rival Automation' });
  subsidiarySeller = await registerBusiness(testApp.app, {
    company_name: 'Owner Robotics West',
    business_type: 'subsidiary',
  });
  customer = await registerCustomer(testApp.app);
  admin = await signInPlatformAdmin(testApp, clock.now());
});

const { call } = testApp;

const rows = () => countProducts(testApp.database.db);

const robot = {
  name: 'Vector C10 Collaborative Arm',
  description: 'Six-axis collaborative arm.',
  price: '24999.00',
};

async function createAs(session: Session, body: Record<string, unknown> = robot) {
  const response = await call('POST', '/v2/products', session, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; [field: string]: unknown };
}

describe('POST /v2/products', () => {
  it('lets a seller list a product with every field, answering 201 with the product', async () => {
    clock.advance(1000);
    const body = {
      name: 'Pathfinder AMR-500',
      description: 'Autonomous mobile robot.',
      price: '38750.00',
      currency: 'EUR',
      category: 'ROBOT',
      condition: 'REFURBISHED',
      images: ['https://cdn.example.com/amr-500/front.jpg', 'https://cdn.example.com/amr-500/side.jpg'],
      // In the order the seller wrote them, which is not alphabetical nor by length.
      specifications: { Payload: '500 kg', 'Top speed': '1.5 m/s', Axes: '0', 'Battery life': '10 h' },
    };
    const response = await call('POST', '/v2/products', seller, body);
    expect(response.statusCode, response.body).toBe(201);
    const at = clock.now().toISOString();
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...body,
      seller_id: seller.user.id,
      seller_name: 'Owner Robotics',
      business_id: seller.memberships[0]?.business_id,
      created_at: at,
      updated_at: at,
    });
    expect(Object.keys(response.json().specifications)).toEqual([
      'Payload',
      'Top speed',
      'Axes',
      'Battery life',
    ]);
    const [row] = await testApp.database.db.query<{ business_id: string; price_minor: string }>(
      'SELECT business_id, price_minor::text FROM products WHERE id = $1',
      [response.json().id],
    );
    expect(row).toEqual({ business_id: seller.memberships[0]?.business_id, price_minor: '3875000' });
  });

  it('fills in USD, ROBOT, NEW, no images and no specifications when omitted', async () => {
    const product = await createAs(seller);
    expect(product).toMatchObject({
      currency: 'USD',
      category: 'ROBOT',
      condition: 'NEW',
      images: [],
      specifications: {},
    });
  });

  it('lets every seller role list products: parent, subsidiary and dealer', async () => {
    expect(subsidiarySeller.user.role).toBe('child_dealership');
    await createAs(subsidiarySeller);
    const dealer = await registerBusiness(testApp.app);
    await testApp.database.db.query("UPDATE users SET role = 'dealer' WHERE id = $1", [dealer.user.id]);
    await createAs(dealer);
  });

  it('keeps prices exact from the request to the database and back', async () => {
    for (const [price, minor] of [
      ['0.10', '10'],
      ['0.01', '1'],
      ['12500.00', '1250000'],
      ['99999999.99', '9999999999'],
      ['9999999999999.99', '999999999999999'],
    ]) {
      const product = await createAs(seller, { ...robot, price });
      expect(product.price).toBe(price);
      const [row] = await testApp.database.db.query<{ price_minor: string }>(
        'SELECT price_minor::text FROM products WHERE id = $1',
        [product.id],
      );
      expect(row?.price_minor).toBe(minor);
      expect((await call('GET', `/v2/products/${product.id}`, customer)).json().price).toBe(price);
    }
  });

  it('refuses a price that is not an amount above zero with the spec message, writing nothing', async () => {
    const before = await rows();
    // A stored price keeps the contract's exact form; only filters read what a person types (`30,000`).
    const typed = ['30,000', '30,000.00', ' 30000.00 ', '30000.5'];
    for (const price of [
      '0.00',
      '000.00',
      '1.234',
      '-1',
      '-1.00',
      'abc',
      '1',
      '1.5',
      '',
      12.5,
      null,
      ...typed,
    ]) {
      const response = await call('POST', '/v2/products', seller, { ...robot, price });
      expectError(response, 400, 'validation_failed', invalidPriceMessage);
      expect(response.json().error).toMatch(/^body\/price /);
    }
    const { price: _price, ...withoutPrice } = robot;
    expectError(await call('POST', '/v2/products', seller, withoutPrice), 400, 'validation_failed');
    expect(await rows()).toBe(before);
  });

  it('refuses blank names and descriptions, unknown fields and bad values, writing nothing', async () => {
    const before = await rows();
    for (const body of [
      { ...robot, name: '   ' },
      { ...robot, description: '\n\t ' },
      { description: robot.description, price: robot.price },
      { name: robot.name, price: robot.price },
      { ...robot, seller_id: otherSeller.user.id },
      { ...robot, category: 'DRONE' },
      { ...robot, condition: 'BROKEN' },
      { ...robot, currency: 'usd' },
      { ...robot, images: ['not a url'] },
      { ...robot, specifications: { Payload: 10 } },
      { ...robot, specifications: ['10 kg'] },
    ]) {
      const response = await call('POST', '/v2/products', seller, body);
      expectError(response, 400, 'validation_failed');
    }
    expect((await call('POST', '/v2/products', seller, { ...robot, stock: 3 })).json().error).toBe(
      'body/stock is not allowed',
    );
    expect(await rows()).toBe(before);
  });

  it('trims the name and description', async () => {
    const product = await createAs(seller, { ...robot, name: '  Arm  ', description: ' Six axes. ' });
    expect(product).toMatchObject({ name: 'Arm', description: 'Six axes.' });
  });

  it('refuses customers (403), platform admins (403) and anonymous callers (401), writing nothing', async () => {
    const before = await rows();
    expectError(await call('POST', '/v2/products', customer, robot), 403, 'forbidden');
    expectError(await call('POST', '/v2/products', admin, robot), 403, 'forbidden');
    expectError(await call('POST', '/v2/products', undefined, robot), 401, 'unauthenticated');
    expect(await rows()).toBe(before);
  });
});

describe('GET /v2/products/{id}', () => {
  it('shows any product to any signed-in user', async () => {
    const product = await createAs(seller);
    for (const session of [seller, otherSeller, customer, admin]) {
      const response = await call('GET', `/v2/products/${product.id}`, session);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(product);
    }
  });

  it('answers 404 for a missing product, 400 for a bad id, and shows a product without a token', async () => {
    expectError(
      await call('GET', `/v2/products/${missingId}`, customer),
      404,
      'not_found',
      'Product not found',
    );
    expectError(await call('GET', '/v2/products/not-a-uuid', customer), 400, 'validation_failed');
    const product = await createAs(seller);
    const anonymous = await call('GET', `/v2/products/${product.id}`, undefined);
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(anonymous.json()).toEqual(product);
  });
});

describe('PUT /v2/products/{id}', () => {
  it("changes only the fields sent, for the product's seller", async () => {
    const product = await createAs(seller, {
      ...robot,
      images: ['https://cdn.example.com/c10.jpg'],
      specifications: { Payload: '10 kg' },
    });
    clock.advance(60_000);
    const response = await call('PUT', `/v2/products/${product.id}`, seller, {
      price: '22999.50',
      condition: 'USED',
      specifications: { Payload: '10 kg', Reach: '1300 mm' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...product,
      price: '22999.50',
      condition: 'USED',
      specifications: { Payload: '10 kg', Reach: '1300 mm' },
      updated_at: clock.now().toISOString(),
    });
    expect((await call('GET', `/v2/products/${product.id}`, customer)).json()).toEqual(response.json());

    const cleared = await call('PUT', `/v2/products/${product.id}`, seller, {
      images: [],
      name: ' Renamed ',
    });
    expect(cleared.json()).toMatchObject({ images: [], name: 'Renamed', price: '22999.50' });
  });

  it('refuses bad changes with 400, changing nothing', async () => {
    const product = await createAs(seller);
    for (const body of [
      {},
      { price: '0.00' },
      { price: '1.234' },
      { name: '  ' },
      { description: '' },
      { seller_id: otherSeller.user.id },
      { category: 'DRONE' },
    ]) {
      expectError(await call('PUT', `/v2/products/${product.id}`, seller, body), 400, 'validation_failed');
    }
    expect((await call('PUT', `/v2/products/${product.id}`, seller, { price: '0.00' })).json().message).toBe(
      invalidPriceMessage,
    );
    expect((await call('GET', `/v2/products/${product.id}`, seller)).json()).toEqual(product);
  });

  it('refuses other sellers, subsidiaries and customers (403) and anonymous callers (401)', async () => {
    const product = await createAs(seller);
    for (const session of [otherSeller, subsidiarySeller, customer]) {
      expectError(
        await call('PUT', `/v2/products/${product.id}`, session, { name: 'Taken over' }),
        403,
        'forbidden',
      );
    }
    expectError(
      await call('PUT', `/v2/products/${product.id}`, undefined, { name: 'Taken over' }),
      401,
      'unauthenticated',
    );
    expect((await call('GET', `/v2/products/${product.id}`, seller)).json()).toEqual(product);
  });

  it('lets a platform admin change any product, keeping its seller', async () => {
    const product = await createAs(seller);
    const response = await call('PUT', `/v2/products/${product.id}`, admin, { name: 'Moderated title' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Moderated title', seller_id: seller.user.id });
  });

  it('answers 404 for a missing product', async () => {
    expectError(
      await call('PUT', `/v2/products/${missingId}`, seller, { name: 'Ghost' }),
      404,
      'not_found',
      'Product not found',
    );
  });
});

describe('DELETE /v2/products/{id}', () => {
  it('removes the product for its seller: 204, then 404', async () => {
    const product = await createAs(seller);
    const before = await rows();
    const response = await call('DELETE', `/v2/products/${product.id}`, seller);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await rows()).toBe(before - 1);
    expectError(
      await call('GET', `/v2/products/${product.id}`, seller),
      404,
      'not_found',
      'Product not found',
    );
    expectError(await call('DELETE', `/v2/products/${product.id}`, seller), 404, 'not_found');
  });

  it('refuses other sellers and customers (403) and anonymous callers (401), deleting nothing', async () => {
    const product = await createAs(seller);
    const before = await rows();
    for (const session of [otherSeller, subsidiarySeller, customer]) {
      expectError(await call('DELETE', `/v2/products/${product.id}`, session), 403, 'forbidden');
    }
    expectError(await call('DELETE', `/v2/products/${product.id}`, undefined), 401, 'unauthenticated');
    expect(await rows()).toBe(before);
  });

  it('lets a platform admin remove any product', async () => {
    const product = await createAs(otherSeller);
    expect((await call('DELETE', `/v2/products/${product.id}`, admin)).statusCode).toBe(204);
    expectError(await call('GET', `/v2/products/${product.id}`, admin), 404, 'not_found');
  });

  it('answers 404 for a missing product', async () => {
    expectError(await call('DELETE', `/v2/products/${missingId}`, admin), 404, 'not_found');
  });
});

describe('prices in a currency without cents', () => {
  it('refuses JPY prices with cents on create and update, writing nothing; whole yen are taken', async () => {
    await expectWholeUnitsRefusal(
      testApp,
      () => call('POST', '/v2/products', seller, { ...robot, price: '24999.50', currency: 'JPY' }),
      ['price', 'currency'],
    );
    await expectWholeUnitsRefusal(
      testApp,
      () =>
        call('POST', '/v2/products', seller, {
          ...robot,
          compare_at_price: '29999.99',
          currency: 'JPY',
        }),
      ['compare_at_price', 'currency'],
    );
    const inDollars = await createAs(seller, { ...robot, price: '24999.50' });
    await expectWholeUnitsRefusal(
      testApp,
      () => call('PUT', `/v2/products/${inDollars.id}`, seller, { currency: 'JPY' }),
      ['price', 'currency'],
    );
    const inYen = await createAs(seller, { ...robot, currency: 'JPY' });
    expect(inYen).toMatchObject({ price: '24999.00', currency: 'JPY' });
    await expectWholeUnitsRefusal(
      testApp,
      () => call('PUT', `/v2/products/${inYen.id}`, seller, { price: '19999.90' }),
      ['price'],
    );
  });
});
