// The open checkout's address on a Payment: the buyer's way back to an unfinished payment, and nobody else's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { agreedWorkflow, confirm, goodCard, openSession } from '../../test/payments.ts';
import { expectStatus, paymentParties, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';

const testApp = useTestApp();
let buyer: Session;
let colleague: Session;
let seller: Session;
let stranger: Session;

beforeAll(async () => {
  ({ buyer, colleague, seller, stranger } = await paymentParties(testApp.app, testApp.database.db));
});

type Payment = { id: string; status: string; checkout_url?: string | null };

const listed = async (workflowId: string, session: Session) =>
  expectStatus<{ payments: Payment[] }>(
    await send(testApp.app, 'GET', `/v2/payments?workflowId=${workflowId}`, session),
    200,
  ).payments;

describe('Payment.checkout_url', () => {
  it('is the open checkout for the buyer only, and gone once the payment is no longer PENDING', async () => {
    const { app } = testApp;
    const workflowId = await agreedWorkflow(app, buyer, seller, '125000.00');
    const paymentId = await openSession(app, buyer, workflowId);

    const [open] = await listed(workflowId, buyer);
    expect(open).toMatchObject({ id: paymentId, status: 'PENDING', checkout_url: `/checkout/${paymentId}` });
    expect(
      expectStatus<Payment>(await send(app, 'GET', `/v2/payments/${paymentId}`, buyer), 200).checkout_url,
    ).toBe(`/checkout/${paymentId}`);
    // The buyer's colleague and the seller see the payment, but may not pay it: no address.
    for (const session of [colleague, seller]) {
      const [seen] = await listed(workflowId, session);
      expect(seen).toMatchObject({ id: paymentId, status: 'PENDING', checkout_url: null });
      expect(
        expectStatus<Payment>(await send(app, 'GET', `/v2/payments/${paymentId}`, session), 200).checkout_url,
      ).toBeNull();
    }
    // Another business's user sees neither the payment nor its address.
    expect(await listed(workflowId, stranger)).toEqual([]);
    expectError(await send(app, 'GET', `/v2/payments/${paymentId}`, stranger), 404, 'not_found');

    const paid = expectStatus<Payment>(await confirm(app, buyer, paymentId, goodCard), 200);
    expect(paid).toMatchObject({ status: 'COMPLETED', checkout_url: null });
    expect((await listed(workflowId, buyer))[0]).toMatchObject({ status: 'COMPLETED', checkout_url: null });
  });
});
