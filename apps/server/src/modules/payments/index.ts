// The payments module's only door: its operations for app.ts, the expiry timer, and the settings tests
// replace. Escrow payments from session to release or refund, the ledger, and the providers.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { onWorkflowEvent } from '../workflows/index.ts';
import * as actions from './actions.ts';
import { cancelPayments } from './flow.ts';
import { getPayment, listPayments } from './handlers.ts';

export { completePayment, insertDemoPayment, releaseEscrow } from './flow.ts';
export { startExpiryTimer } from './timer.ts';
export { receiveStripeEvent } from './webhook.ts';

// A cancelled workflow's money moves in the cancel's own transaction: an open session expires, held funds
// go back to the buyer (`DELETE /v2/workflows/{id}` is the workflows module's).
onWorkflowEvent('cancelled', (tx, { workflow, at }) => cancelPayments(tx, workflow.id, at));

/** Escrow payments (contract tag `payments`). */
export const paymentsModule: ServerModule = {
  name: 'payments',
  tables: ['payments', 'ledger_transactions', 'ledger_postings', 'stripe_events'],
  operations: {
    listPayments,
    getPayment,
    createPaymentSession: actions.createPaymentSession,
    confirmSandboxPayment: actions.confirmSandboxPayment,
    releaseEscrow: actions.releaseEscrow,
    refundEscrow: actions.refundEscrow,
  },
};
