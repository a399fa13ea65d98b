import type { Queryable } from '../db/db.ts';
import { findUserIdByEmail } from '../modules/auth/index.ts';
import { listMemberships } from '../modules/business/index.ts';
import { insertKeyIfAbsent } from '../modules/keys/index.ts';

/**
 * The demo seller's publishable key, used by the partner demo page (`/widgets/demo.html`). Demo data only:
 * a real business gets random keys. The page is served by RoboMarket itself, so its requests are same-origin
 * and carry no `Origin`; the origins listed are the default local addresses for a partner page tried by hand.
 */
export const demoPublishableKey = 'pk_demo_northgate_partner_widgets_1';

/** Gives the demo seller's first business the demo key, once (nothing when the seller does not exist). */
export async function seedDemoKey(db: Queryable, sellerEmail: string, now: Date): Promise<void> {
  const sellerId = await findUserIdByEmail(db, sellerEmail);
  if (sellerId === undefined) return;
  const [membership] = await listMemberships(db, sellerId);
  if (membership === undefined) return;
  await insertKeyIfAbsent(
    db,
    {
      businessId: membership.business_id,
      key: demoPublishableKey,
      allowedOrigins: ['http://127.0.0.1:8787', 'http://localhost:8787'],
      createdBy: sellerId,
    },
    now,
  );
}
