import type { Queryable } from '../../db/db.ts';

/**
 * The demo seller's publishable key, used by the partner demo page (`/widgets/demo.html`). Demo data only:
 * a real business gets random keys. The page is served by RoboMarket itself, so its requests are same-origin
 * and carry no `Origin`; the origins listed are the default local addresses for a partner page tried by hand.
 */
export const demoPublishableKey = 'pk_demo_northgate_partner_widgets_1';

/** Gives the demo seller's first business the demo key, once (nothing when the seller does not exist). */
export async function seedDemoKey(db: Queryable, sellerEmail: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO publishable_keys (business_id, key, allowed_origins, created_by, created_at)
     SELECT m.business_id, $2, $3::text[], u.id, $4
       FROM users u JOIN business_members m ON m.user_id = u.id
      WHERE lower(u.email) = lower($1)
      ORDER BY m.created_at
      LIMIT 1
     ON CONFLICT (key) DO NOTHING`,
    [sellerEmail, demoPublishableKey, ['http://127.0.0.1:8787', 'http://localhost:8787'], now],
  );
}
