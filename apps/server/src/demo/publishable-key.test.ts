import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { demoPublishableKey } from './publishable-key.ts';

const testApp = useTestApp({ demoData: true });

describe('the demo publishable key', () => {
  it("belongs to the demo seller's business and reads the demo catalogue", async () => {
    const [row] = await testApp.database.db.query<{ name: string }>(
      `SELECT b.name FROM publishable_keys k JOIN businesses b ON b.id = k.business_id
        WHERE k.key = $1 AND k.revoked_at IS NULL`,
      [demoPublishableKey],
    );
    expect(row?.name).toBe('Demo Robotics Dealer');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/v2/products?limit=3',
      headers: { 'x-publishable-key': demoPublishableKey },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().products.length).toBeGreaterThan(0);
  });
});
