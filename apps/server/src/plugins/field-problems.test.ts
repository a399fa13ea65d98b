import { describe, expect, it } from 'vitest';
import { bearer, registerBusiness } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';

const testApp = useTestApp();

const robot = { name: 'Arm', description: 'Six axes.', price: '100.00' };

async function productCount(): Promise<number> {
  const [row] = await testApp.database.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM products',
  );
  return row?.count ?? -1;
}

describe('field problems in the error body', () => {
  it('names the field of an over-long product title in words for people, and writes nothing', async () => {
    const seller = await registerBusiness(testApp.app);
    const before = await productCount();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/products',
      headers: bearer(seller.access_token),
      payload: { ...robot, name: 'x'.repeat(10_000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Name must be at most 200 characters',
      error: 'body/name must NOT have more than 200 characters',
      fields: [{ field: 'name', message: 'must be at most 200 characters' }],
    });
    expect(await productCount()).toBe(before);
  });

  it('words a bad phone number by what it should look like', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/auth/register',
      payload: {
        email: 'phone-test@example.com',
        password: 'RoboMarket2026',
        first_name: 'Ada',
        last_name: 'Lovelace',
        user_type: 'CUSTOMER',
        phone_number: 'call me maybe',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'phone_number', message: 'must be a phone number like +44 20 7946 0958' },
    ]);
  });

  it('names a missing field, an unknown one and a nested one', async () => {
    const seller = await registerBusiness(testApp.app);
    const send = (payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url: '/v2/products',
        headers: bearer(seller.access_token),
        payload,
      });
    expect((await send({ name: 'Arm', price: '1.00' })).json().fields).toEqual([
      { field: 'description', message: 'is required' },
    ]);
    expect((await send({ ...robot, colour: 'red' })).json().fields).toEqual([
      { field: 'colour', message: 'is not a field this request accepts' },
    ]);
    expect((await send({ ...robot, images: ['ftp://example.com/a.png'] })).json().fields).toEqual([
      { field: 'images/0', message: 'must be a web address starting with https://' },
    ]);
  });

  it('names the price a handler refuses', async () => {
    const seller = await registerBusiness(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/products',
      headers: bearer(seller.access_token),
      payload: { ...robot, price: '0.00' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'price', message: expect.stringContaining('greater than 0') },
    ]);
  });

  it('has no fields for a failure outside the body', async () => {
    const seller = await registerBusiness(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/v2/products/not-a-uuid',
      headers: bearer(seller.access_token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toHaveProperty('fields');
  });
});
