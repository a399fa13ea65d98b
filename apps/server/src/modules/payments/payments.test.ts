import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import {
  expectStatus,
  insertPayment,
  newMarketplaceRfp,
  paymentParties,
  propose,
  send,
} from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';

const testApp = useTestApp();
let buyer: Session;
let colleague: Session;
let seller: Session;
let stranger: Session;

beforeAll(async () => {
  ({ buyer, colleague, seller, stranger } = await paymentParties(testApp.app, testApp.database.db));
});

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
