// A business's money (ADR 0090): every member reads the business's balance, whoever sold; only an ADMIN pays
// it out, and the payout is in the business's audit log. Seller metrics count every member's deals.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { freshKey, startedWorkflow } from '../../test/payments.ts';
import { expectStatus, paymentParties, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';
import { actFor, businessOf, removeMember } from '../../test/teams.ts';

const testApp = useTestApp();
let buyer: Session;
let seller: Session;
let admin: Session;
let sales: Session;
let viewer: Session;
let removed: Session;
let businessId: string;

interface Payouts {
  balance: { available: string; paidOut: string };
  orders: { workflowId: string }[];
}

beforeAll(async () => {
  const { app, database } = testApp;
  ({ buyer, seller } = await paymentParties(app, database.db));
  businessId = businessOf(seller);
  admin = await registerCustomer(app, { first_name: 'Ada', last_name: 'Lovelace' });
  await actFor(database.db, businessId, admin, ['ADMIN']);
  sales = await registerCustomer(app, { first_name: 'Sam' });
  await actFor(database.db, businessId, sales, ['SALES']);
  viewer = await registerCustomer(app, { first_name: 'Vic' });
  await actFor(database.db, businessId, viewer, ['VIEWER']);
  removed = await registerCustomer(app, { first_name: 'Rem' });
  await actFor(database.db, businessId, removed, ['ADMIN']);
});

const payouts = async (session: Session) =>
  expectStatus<Payouts>(await send(testApp.app, 'GET', '/v2/payouts', session), 200);
const payOut = (session: Session) => send(testApp.app, 'POST', '/v2/payouts', session, {}, freshKey());

describe("a business's payouts", () => {
  it('shows every member the balance the founder earned; only an ADMIN pays it out, into the audit log', async () => {
    const { workflowId } = await startedWorkflow(testApp.app, buyer, seller, '150000.00');
    expectStatus(
      await send(
        testApp.app,
        'POST',
        `/v2/workflows/${workflowId}/payments/release`,
        buyer,
        undefined,
        freshKey(),
      ),
      200,
    );
    for (const member of [seller, admin, sales, viewer]) {
      const view = await payouts(member);
      expect(view.orders.map((o) => o.workflowId)).toContain(workflowId);
      expect(view.balance.available).not.toBe('0.00');
    }
    for (const member of [sales, viewer]) {
      expectError(
        await payOut(member),
        403,
        'forbidden',
        `Your role in ${seller.memberships[0]?.name} does not allow this: it needs ADMIN`,
      );
    }
    await removeMember(testApp.app, testApp.database.db, seller, businessId, removed.user.id);
    expect((await payouts(removed)).orders).toEqual([]);
    expectError(await payOut(removed), 409, 'conflict');

    const paid = expectStatus<Payouts>(await payOut(admin), 200);
    expect(paid.balance.available).toBe('0.00');
    expect((await payouts(seller)).balance.paidOut).toBe(paid.balance.paidOut);
    const [event] = await testApp.database.db.query<{ actor_id: string; action: string }>(
      `SELECT actor_id, action FROM audit_events WHERE business_id = $1 AND action = 'payout.created'`,
      [businessId],
    );
    expect(event).toEqual({ actor_id: admin.user.id, action: 'payout.created' });
  });

  it("counts every member's deals in the seller metrics", async () => {
    const metrics = async (session: Session) =>
      expectStatus<{ revenue: string }>(
        await send(testApp.app, 'GET', '/v2/business/metrics/seller', session),
        200,
      ).revenue;
    const founders = await metrics(seller);
    expect(founders).not.toBe('0.00');
    expect(await metrics(viewer)).toBe(founders);
    expect(await metrics(removed)).toBe('0.00');
  });
});
