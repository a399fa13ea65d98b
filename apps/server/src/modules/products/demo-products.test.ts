import { describe, expect, it } from 'vitest';
import { demoPassword, seedDemoData } from '../../demo-data.ts';
import { bearer, login } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { demoProducts } from './demo-products.ts';
import { countProducts } from './repository.ts';

const testApp = useTestApp({ demoData: true });

describe('demo products', () => {
  it("lists the demo seller's products, newest first, in the order they are written", async () => {
    const seller = (await login(testApp.app, 'seller@robomarket.dev', demoPassword)).json();
    const buyer = (await login(testApp.app, 'buyer@robomarket.dev', demoPassword)).json();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/v2/products?sellerId=${seller.user.id}`,
      headers: bearer(buyer.access_token),
    });
    expect(response.statusCode).toBe(200);
    const { products, next_cursor } = response.json();
    expect(next_cursor).toBeNull();
    expect(products).toEqual(
      demoProducts.map((product) =>
        expect.objectContaining({
          name: product.name,
          price: product.price,
          currency: 'USD',
          category: product.category,
          condition: product.condition,
          images: [],
          specifications: product.specifications,
          seller_id: seller.user.id,
        }),
      ),
    );
    // Something of every kind the marketplace sells.
    expect(new Set(demoProducts.map((product) => product.category))).toEqual(
      new Set(['ROBOT', 'PART', 'ACCESSORY', 'SOFTWARE', 'SERVICE']),
    );
    const [row] = await testApp.database.db.query<{ business_id: string | null }>(
      'SELECT DISTINCT business_id FROM products',
    );
    expect(row?.business_id).toBe(seller.memberships[0].business_id);
  });

  it('seeds nothing more once there are users', async () => {
    const before = await countProducts(testApp.database.db);
    expect(before).toBe(demoProducts.length);
    expect(await seedDemoData(testApp.database.db, new Date())).toEqual([]);
    expect(await countProducts(testApp.database.db)).toBe(before);
  });
});
