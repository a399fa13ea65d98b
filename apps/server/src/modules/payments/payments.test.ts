import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/db.ts';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import { expectStatus, newMarketplaceRfp, propose, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';

const testApp = useTestApp();
let buyer: Session;
let colleague: Session;
let seller: Session;
let stranger: Session;

beforeAll(async () => {
  const { app, database } = testApp;
  buyer = await registerBusiness(app, { company_name: 'Buyer Works' });
  colleague = await registerCustomer(app);
  await addMembership(database.db, buyer.memberships[0]?.business_id ?? '', colleague.user.id, 'MEMBER');
  seller = await registerBusiness(app, { company_name: 'Seller Robotics' });
  stranger = await registerBusiness(app, { company_name: 'Unrelated Robotics' });
});

/** A payment as the payment flow will write it (nothing creates payments through the API yet). */
async function insertPayment(db: Queryable, workflowId: string, amount: string, status: string, at: string) {
  await db.query(
    `INSERT INTO payments (workflow_id, amount_minor, currency, status, escrow_status, payment_type, provider, created_at, updated_at)
     VALUES ($1, $2::bigint, 'USD', $3, 'PENDING', 'ESCROW', 'sandbox', $4, $4)`,
    [workflowId, amount, status, at],
  );
}

type Payment = { workflowId: string; amount: string; status: string; escrowStatus: string | null };

describe('listPayments', () => {
  it('is empty before any payment, and shows a workflow’s payments to its parties only', async () => {
    const { app, database } = testApp;
    expect(expectStatus(await send(app, 'GET', '/v2/payments', buyer), 200)).toEqual({
      payments: [],
      next_cursor: null,
    });
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    await propose(app, seller, workflowId);
    await insertPayment(database.db, workflowId, '12345', 'COMPLETED', '2026-03-01T10:00:00Z');
    await insertPayment(database.db, workflowId, '99', 'FAILED', '2026-03-02T10:00:00Z');
    for (const session of [buyer, colleague, seller]) {
      const list = expectStatus<{ payments: Payment[] }>(
        await send(app, 'GET', '/v2/payments', session),
        200,
      );
      expect(list.payments.map((p) => [p.amount, p.status])).toEqual([
        ['0.99', 'FAILED'],
        ['123.45', 'COMPLETED'],
      ]);
    }
    expect(
      expectStatus<{ payments: Payment[] }>(await send(app, 'GET', '/v2/payments', stranger), 200).payments,
    ).toEqual([]);
    const completed = expectStatus<{ payments: Payment[] }>(
      await send(app, 'GET', `/v2/payments?status=COMPLETED&workflowId=${workflowId}`, buyer),
      200,
    );
    expect(completed.payments).toEqual([
      expect.objectContaining({
        workflowId,
        amount: '123.45',
        escrowStatus: 'PENDING',
        paymentType: 'ESCROW',
        provider: 'sandbox',
        currency: 'USD',
      }),
    ]);
    expectError(await send(app, 'GET', '/v2/payments?status=PAID', buyer), 400, 'validation_failed');
    expectError(await send(app, 'GET', '/v2/payments'), 401, 'unauthenticated');
  });
});
