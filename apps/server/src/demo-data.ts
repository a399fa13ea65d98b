// The demo data a first `pnpm start` creates: accounts from the auth module, products from the products
// module, composed here as app.ts composes the modules themselves.
import type { Db } from './db/db.ts';
import { seedDemoProcurement } from './demo-procurement.ts';
import { ApiError } from './lib/api-error.ts';
import { countUsers, type Registration, registerAccount } from './modules/auth/index.ts';
import { seedDemoKey } from './modules/keys/index.ts';
import { seedDemoProducts } from './modules/products/index.ts';

/** The demo account that sells; it gets the demo products. */
export const demoSellerEmail = 'seller@robomarket.dev';

/** The password of every demo account. */
export const demoPassword = 'RoboMarket2026';

/** The demo accounts: a buyer and a seller with its business. */
export const demoAccounts: readonly Registration[] = [
  {
    email: 'buyer@robomarket.dev',
    password: demoPassword,
    first_name: 'Demo',
    last_name: 'Buyer',
    user_type: 'CUSTOMER',
  },
  {
    email: demoSellerEmail,
    password: demoPassword,
    first_name: 'Demo',
    last_name: 'Seller',
    user_type: 'BUSINESS',
    company_name: 'Demo Robotics Dealer',
    business_type: 'parent_company',
  },
];

/**
 * Creates the demo accounts through the sign-up path when the database has no users at all (a fresh
 * install), so a first `pnpm start` can be tried at once, and the demo seller's products with the seller;
 * then the demo buyer's RFP workflows when the demo accounts exist and the buyer has none. Returns the
 * e-mails created.
 */
export async function seedDemoData(db: Db, now: Date): Promise<string[]> {
  const created = await seedDemoAccounts(db, now);
  // The demo marketplace comes with the demo accounts, and once only (`demo-procurement.ts`).
  await seedDemoProcurement(db, now);
  // The partner demo page's publishable key (`modules/keys/demo-key.ts`).
  await seedDemoKey(db, demoSellerEmail, now);
  return created;
}

async function seedDemoAccounts(db: Db, now: Date): Promise<string[]> {
  if ((await countUsers(db)) > 0) return [];
  const created: string[] = [];
  for (const account of demoAccounts) {
    try {
      const user = await registerAccount(db, account, now);
      if (account.email === demoSellerEmail) await seedDemoProducts(db, user.id, now);
      created.push(account.email);
    } catch (error) {
      // Another instance starting at the same time created it first.
      if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
    }
  }
  return created;
}
