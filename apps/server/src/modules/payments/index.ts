// The payments module's only door: its operations and recurring job (expiry and auto-release) for app.ts, and the moves the
// demo and the webhooks call. Escrow payments from session to release or refund, the ledger, and the providers.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { onWorkflowEvent } from '../workflows/index.ts';
import * as actions from './actions.ts';
import * as disputes from './dispute-actions.ts';
import { cancelPayments } from './flow.ts';
import { getPayment, listPayments } from './handlers.ts';
import { createPayout, getPayouts } from './payouts.ts';
import { expireOverdueJob } from './timer.ts';

export {
  completePayment,
  insertDemoPayment,
  releaseEscrow,
  startInspectionOnce,
} from './flow.ts';
export { buyerHasPayments, hasFundsInEscrow } from './repository.ts';
export { receiveStripeEvent } from './webhook.ts';

// A cancelled workflow's money moves in the cancel's own transaction: an open session expires, held funds
// go back to the buyer (`DELETE /v2/workflows/{id}` is the workflows module's).
onWorkflowEvent('cancelled', (tx, { workflow, from, at }) => cancelPayments(tx, workflow.id, from, at));

/** Escrow payments (contract tag `payments`). */
export const paymentsModule: ServerModule<'payments'> = {
  name: 'payments',
  tables: [
    'payments',
    'ledger_transactions',
    'ledger_postings',
    'stripe_events',
    'disputes',
    'dispute_events',
  ],
  operations: {
    listPayments,
    getPayment,
    createPaymentSession: actions.createPaymentSession,
    confirmSandboxPayment: actions.confirmSandboxPayment,
    releaseEscrow: actions.releaseEscrow,
    refundEscrow: actions.refundEscrow,
    getPayouts,
    createPayout,
    markOrderDelivered: disputes.markOrderDelivered,
    listWorkflowDisputes: disputes.listWorkflowDisputes,
    openDispute: disputes.openDispute,
    respondToDispute: disputes.respondToDispute,
    acceptDisputeOffer: disputes.acceptDisputeOffer,
    rejectDisputeOffer: disputes.rejectDisputeOffer,
    withdrawDispute: disputes.withdrawDispute,
    listAdminDisputes: disputes.listAdminDisputes,
    decideDispute: disputes.decideDispute,
  },
  // Unpaid payment sessions past their lifetime expire on a recurring job (and whenever they are read); held
  // funds whose inspection period ended without a dispute are released by the same job.
  jobs: { 'payments.expire-overdue': expireOverdueJob },
};
