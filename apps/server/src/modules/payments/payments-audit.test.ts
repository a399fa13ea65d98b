import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { agreedWorkflow, confirm, freshKey, openSession, startedWorkflow } from '../../test/payments.ts';
import { expectStatus, paymentParties, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';
import { businessOf } from '../../test/teams.ts';

// Money moves in the audit log (ADR 0092): opening a payment, releasing and refunding the escrow, opening and
// settling a dispute are recorded in the move's transaction, for the buyer's business and, where the move
// pays the seller or takes its money back, for the seller's business. A refused move records nothing.

const testApp = useTestApp();
let buyer: Session;
let seller: Session;
let stranger: Session;

interface AuditEvent {
  action: string;
  actor: { id: string } | null;
  subject_type: string;
  subject_id: string | null;
  details: Record<string, unknown>;
}

const eventsOf = async (admin: Session, workflowId: string, action = 'payment') =>
  (
    expectStatus(
      await send(
        testApp.app,
        'GET',
        `/v2/business/${businessOf(admin)}/audit-events?action=${action}`,
        admin,
      ),
      200,
    ).events as AuditEvent[]
  ).filter((event) => event.details.workflow_id === workflowId);

const actions = (events: AuditEvent[]) => events.map((event) => event.action);

beforeAll(async () => {
  ({ buyer, seller, stranger } = await paymentParties(testApp.app, testApp.database.db));
});

describe('payments in the audit log', () => {
  it("records opening a session for the buyer's business only, with the amount", async () => {
    const workflowId = await agreedWorkflow(testApp.app, buyer, seller, '150000.00');
    const paymentId = await openSession(testApp.app, buyer, workflowId);
    const [event] = await eventsOf(buyer, workflowId);
    expect(event).toMatchObject({
      action: 'payment.session_opened',
      actor: { id: buyer.user.id },
      subject_type: 'payment',
      subject_id: paymentId,
      details: { amount: { amount: '150000.00', currency: 'USD' } },
    });
    expect(await eventsOf(seller, workflowId)).toEqual([]);
    expect(await eventsOf(stranger, workflowId)).toEqual([]);
  });

  it("records a release for the buyer's and the seller's businesses, and a refused release records nothing", async () => {
    const { workflowId } = await startedWorkflow(testApp.app, buyer, seller, '120000.00');
    const release = () =>
      send(
        testApp.app,
        'POST',
        `/v2/workflows/${workflowId}/payments/release`,
        seller,
        undefined,
        freshKey(),
      );
    expectError(await release(), 403, 'forbidden');
    expect(actions(await eventsOf(seller, workflowId))).toEqual([]);
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
    expect(actions(await eventsOf(buyer, workflowId))).toEqual([
      'payment.released',
      'payment.session_opened',
    ]);
    const [sellerEvent] = await eventsOf(seller, workflowId);
    expect(sellerEvent).toMatchObject({
      action: 'payment.released',
      actor: { id: buyer.user.id },
      details: { amount: { amount: '120000.00', currency: 'USD' } },
    });
    expect(await eventsOf(stranger, workflowId)).toEqual([]);
  });

  it('records a refund with its reason for both businesses', async () => {
    const workflowId = await agreedWorkflow(testApp.app, buyer, seller);
    const paymentId = await openSession(testApp.app, buyer, workflowId);
    expectStatus(await confirm(testApp.app, buyer, paymentId), 200);
    expectStatus(
      await send(
        testApp.app,
        'POST',
        `/v2/workflows/${workflowId}/payments/refund`,
        buyer,
        { reason: 'Plans changed' },
        freshKey(),
      ),
      200,
    );
    const [refund] = await eventsOf(buyer, workflowId);
    expect(refund).toMatchObject({ action: 'payment.refunded', details: { reason: 'Plans changed' } });
    expect(actions(await eventsOf(seller, workflowId))).toEqual(['payment.refunded']);
  });

  it('records a dispute opened (buyer) and settled (both), and shows them in the CSV', async () => {
    const { workflowId } = await startedWorkflow(testApp.app, buyer, seller);
    const dispute = expectStatus<{ id: string }>(
      await send(testApp.app, 'POST', `/v2/workflows/${workflowId}/disputes`, buyer, {
        reason: 'NOT_AS_DESCRIBED',
        description: 'The grippers are the wrong model.',
      }),
      201,
    );
    expect(actions(await eventsOf(buyer, workflowId, 'dispute'))).toEqual(['dispute.opened']);
    expect(actions(await eventsOf(seller, workflowId, 'dispute'))).toEqual([]);
    expectStatus(
      await send(testApp.app, 'POST', `/v2/disputes/${dispute.id}/respond`, seller, {
        action: 'accept_refund',
      }),
      200,
    );
    const [settled] = await eventsOf(seller, workflowId, 'dispute');
    expect(settled).toMatchObject({
      action: 'dispute.settled',
      actor: { id: seller.user.id },
      subject_type: 'dispute',
      subject_id: dispute.id,
      details: { outcome: 'REFUNDED' },
    });
    expect(actions(await eventsOf(buyer, workflowId, 'dispute'))).toEqual([
      'dispute.settled',
      'dispute.opened',
    ]);
    const csv = await send(
      testApp.app,
      'GET',
      `/v2/business/${businessOf(buyer)}/audit-events.csv?action=dispute`,
      buyer,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('dispute.settled');
    expect(csv.body).toContain('dispute.opened');
  });

  it("writes no audit event for a customer buyer (no business), and the seller's business still gets the release", async () => {
    const customer = await registerCustomer(testApp.app);
    const { workflowId } = await startedWorkflow(testApp.app, customer, seller);
    expectStatus(
      await send(
        testApp.app,
        'POST',
        `/v2/workflows/${workflowId}/payments/release`,
        customer,
        undefined,
        freshKey(),
      ),
      200,
    );
    expect(actions(await eventsOf(seller, workflowId))).toEqual(['payment.released']);
  });
});
