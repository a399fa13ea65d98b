// The demo data a first `pnpm start` creates (unless DEMO_DATA=0), composed from what the modules' doors
// export, as app.ts composes the modules themselves: accounts through sign-up, the catalogue
// (`catalogue.json`), the demo buyer's RFPs and orders, and the partner page's publishable key. No SQL here.
import type { BusinessType } from '@robomarket/api-client/enums';
import type { Db } from '../db/db.ts';
import { ApiError } from '../lib/api-error.ts';
import { countUsers, type Registration, registerAccount, setRole } from '../modules/auth/index.ts';
import { listMemberships, setParentBusiness } from '../modules/business/index.ts';
import { seedDemoFleet } from './fleet.ts';
import { seedDemoPayments } from './payments.ts';
import { seedDemoProcurement } from './procurement.ts';
import { type DemoSellerKey, seedDemoProducts } from './products.ts';
import { seedDemoKey } from './publishable-key.ts';
import { demoBuyerEmail, demoSellerEmail } from './shared.ts';

/** The password of every demo account. */
export const demoPassword = 'RoboMarket2026';

/** A demo seller: its sign-up, its key in the demo catalogue, and what sign-up alone cannot give it. */
export interface DemoSeller {
  key: DemoSellerKey;
  account: Registration;
  /** `dealer`: an independent dealer (sign-up gives every business `parent_dealership` or `child_dealership`). */
  role?: 'dealer';
  /** The demo seller whose business is this subsidiary's parent, linked as if its ADMIN had approved it. */
  parent?: DemoSellerKey;
}

const seller = (
  key: DemoSellerKey,
  email: string,
  [firstName, lastName]: [string, string],
  company: string,
  businessType: BusinessType,
  extra: Pick<DemoSeller, 'role' | 'parent'> = {},
): DemoSeller => ({
  key,
  account: {
    email,
    password: demoPassword,
    first_name: firstName,
    last_name: lastName,
    user_type: 'BUSINESS',
    company_name: company,
    business_type: businessType,
  },
  ...extra,
});

/** The demo sellers, one business each, every seller role among them; the catalogue is theirs. */
export const demoSellers: readonly DemoSeller[] = [
  seller('demo', demoSellerEmail, ['Demo', 'Seller'], 'Demo Robotics Dealer', 'parent_company'),
  seller(
    'northgate',
    'northgate@robomarket.dev',
    ['Nora', 'Whitfield'],
    'Northgate Robotics',
    'parent_company',
    {
      role: 'dealer',
    },
  ),
  seller(
    'meridian',
    'meridian@robomarket.dev',
    ['Marcus', 'Ortega'],
    'Meridian Automation Supply',
    'parent_company',
  ),
  seller(
    'meridian-services',
    'services@robomarket.dev',
    ['Priya', 'Raman'],
    'Meridian Automation Services',
    'subsidiary',
    { parent: 'meridian' },
  ),
  seller(
    'brightpath',
    'brightpath@robomarket.dev',
    ['Elena', 'Brooks'],
    'Brightpath Service Robotics',
    'parent_company',
  ),
];

/** The demo accounts: a buyer, then the sellers with their businesses. */
export const demoAccounts: readonly Registration[] = [
  {
    email: demoBuyerEmail,
    password: demoPassword,
    first_name: 'Demo',
    last_name: 'Buyer',
    user_type: 'CUSTOMER',
  },
  ...demoSellers.map((demo) => demo.account),
];

/**
 * Creates the demo accounts through the sign-up path when the database has no users at all (a fresh
 * install), so a first `pnpm start` can be tried at once, and the demo catalogue with the sellers; then the
 * demo buyer's RFP workflows when the demo accounts exist and the buyer has none. Returns the e-mails
 * created.
 */
export async function seedDemoData(db: Db, now: Date): Promise<string[]> {
  const created = await seedDemoAccounts(db, now);
  // The demo marketplace comes with the demo accounts, and once only (`procurement.ts`).
  await seedDemoProcurement(db, now);
  // The partner demo page's publishable key (`publishable-key.ts`).
  await seedDemoKey(db, demoSellerEmail, now);
  // Then one order in escrow and one completed, for /payments and the dashboard (`payments.ts`).
  await seedDemoPayments(db, now);
  // And a living fleet: three robots of an order in progress with a day of telemetry (`fleet.ts`).
  await seedDemoFleet(db, now);
  return created;
}

async function seedDemoAccounts(db: Db, now: Date): Promise<string[]> {
  if ((await countUsers(db)) > 0) return [];
  // Side by side: the password hashes run on the thread pool while the database writes.
  const users = await Promise.all(
    demoAccounts.map(async (account) => {
      try {
        return await registerAccount(db, account, now);
      } catch (error) {
        // Another instance starting at the same time created it first.
        if (error instanceof ApiError && error.statusCode === 409) return undefined;
        throw error;
      }
    }),
  );
  const ids = new Map(users.flatMap((user) => (user === undefined ? [] : [[user.email, user.id] as const])));
  // The sellers this start created, and only those, get their standing and their catalogue.
  const sellers = new Map(
    demoSellers.flatMap((demo) => {
      const id = ids.get(demo.account.email);
      return id === undefined ? [] : [[demo.key, id] as const];
    }),
  );
  await db.transaction(async (tx) => {
    // Each seller's only business, linked under its parent seller's.
    const businessOf = async (userId: string) => (await listMemberships(tx, userId))[0]?.business_id;
    for (const demo of demoSellers) {
      const id = sellers.get(demo.key);
      if (id === undefined) continue;
      if (demo.role === 'dealer') await setRole(tx, id, 'dealer', now);
      const parent = demo.parent === undefined ? undefined : sellers.get(demo.parent);
      if (parent === undefined) continue;
      const [child, parentBusiness] = [await businessOf(id), await businessOf(parent)];
      if (child !== undefined && parentBusiness !== undefined)
        await setParentBusiness(tx, child, parentBusiness);
    }
    await seedDemoProducts(tx, sellers, now);
  });
  return demoAccounts.flatMap((account) => (ids.has(account.email) ? [account.email] : []));
}
