// The demo buyer's paid orders, so /payments and the dashboard show real rows on a first start: one order
// in progress with its funds held in escrow, and one completed order whose funds were released. Composed
// from the payment flow's moves (sandbox provider), so the ledger balances as for any other payment.

import type { OrderedWorkflowStatus } from '@robomarket/api-client/enums';
import type { Db, Queryable } from '../db/db.ts';
import {
  buyerHasPayments,
  completePayment,
  insertDemoPayment,
  releaseEscrow,
} from '../modules/payments/index.ts';
import { acceptProposalOf, defaultStructuredTerms, insertProposal } from '../modules/proposals/index.ts';
import {
  applyWorkflowEvent,
  insertInvitedSellers,
  insertWorkflow,
  newWorkflowDetailsStatus,
} from '../modules/workflows/index.ts';
import { day, lockDemoParties, minor } from './shared.ts';

/** A demo order of the demo buyer's with the demo seller, paid in the sandbox. */
export interface DemoOrder {
  title: string;
  description: string;
  budget: [string, string];
  price: string;
  /** Where the order ends up (the workflow statuses' `ordered` set). */
  stage: OrderedWorkflowStatus;
  /** Days before the seeding day it was paid. */
  daysAgo: number;
  /** How many units (1 unless told). */
  quantity?: number;
}

const demoOrders: readonly DemoOrder[] = [
  {
    title: 'Collaborative arms for the Bristol assembly line',
    description: 'Two collaborative arms with grippers for screw-driving and part feeding.',
    budget: ['60000.00', '90000.00'],
    price: '72450.00',
    stage: 'ORDER_COMPLETED',
    daysAgo: 21,
  },
  {
    title: 'Inspection drone for the Hull storage tanks',
    description: 'One inspection drone with a thermal camera and a year of flight software.',
    budget: ['20000.00', '35000.00'],
    price: '27800.00',
    stage: 'ORDER_IN_PROGRESS',
    daysAgo: 3,
  },
];

/**
 * Creates the demo orders when the demo buyer and seller exist and the buyer has no payment yet; the
 * buyer's row lock makes two instances starting at once create them once. Returns how many it made.
 */
export async function seedDemoPayments(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const parties = await lockDemoParties(tx);
    if (parties === undefined || (await buyerHasPayments(tx, parties.buyerId))) return 0;
    for (const demo of demoOrders) await seedDemoOrder(tx, parties, demo, now);
    return demoOrders.length;
  });
}

/**
 * One demo order, taken through the deal's moves as a real one goes (proposed, accepted, paid in the sandbox,
 * started; released when `stage` says so); resolves the started workflow's id.
 */
export async function seedDemoOrder(
  tx: Queryable,
  { buyerId, sellerId }: { buyerId: string; sellerId: string },
  demo: DemoOrder,
  now: Date,
): Promise<string> {
  const at = new Date(now.getTime() - demo.daysAgo * day);
  const price = minor(demo.price);
  const created = await insertWorkflow(
    tx,
    {
      buyerId,
      businessId: null,
      title: demo.title,
      description: demo.description,
      requestType: 'CUSTOM_ORDER',
      currency: 'USD',
      budgetMinMinor: minor(demo.budget[0]),
      budgetMaxMinor: minor(demo.budget[1]),
      category: 'ROBOT',
      quantity: demo.quantity ?? 1,
      details: { status: newWorkflowDetailsStatus('CUSTOM_ORDER') },
    },
    new Date(at.getTime() - 7 * day),
  );
  await insertInvitedSellers(tx, created.id, [sellerId], buyerId, created.created_at);
  const proposal = await insertProposal(
    tx,
    {
      workflowId: created.id,
      sellerId,
      createdBy: sellerId,
      priceMinor: price,
      currency: 'USD',
      description: demo.description,
      terms: '100% into escrow on order; released on delivery.',
      structuredTerms: defaultStructuredTerms(undefined, []),
      timeline: null,
      acceptanceTest: null,
    },
    created.created_at,
  );
  if (proposal === undefined) throw new Error('the demo proposal was not created');
  // Through the state machine, as a real deal goes: proposed, accepted, a payment session opened.
  const negotiating = await applyWorkflowEvent(tx, created, 'first_proposal_received', 'seller', {
    now: at,
  });
  await acceptProposalOf(tx, negotiating, proposal.id, at);
  const workflow = await applyWorkflowEvent(
    tx,
    { id: created.id, status: 'PRICE_AGREED' },
    'payment_session_opened',
    'buyer',
    { now: at },
  );
  const payment = await insertDemoPayment(tx, workflow, buyerId, sellerId, at);
  await completePayment(tx, workflow, payment, at);
  const paid = { ...workflow, status: 'PAYMENT_COMPLETED' as const };
  const started = await applyWorkflowEvent(tx, paid, 'order_started', 'seller', {
    now: new Date(at.getTime() + day),
  });
  if (demo.stage === 'ORDER_COMPLETED') await releaseEscrow(tx, started, new Date(at.getTime() + 14 * day));
  return created.id;
}
