// The payments module's only door: its operations for app.ts, the expiry timer, and the settings tests
// replace. Escrow payments from session to release or refund, the ledger, and the providers.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import * as actions from './actions.ts';
import { getPayment, listPayments } from './handlers.ts';
import { stripeWebhook } from './webhook.ts';

export { completePayment, insertDemoPayment, releaseEscrow, startOrder } from './flow.ts';
export { startExpiryTimer } from './timer.ts';

/** Escrow payments (contract tag `payments`), with `startOrder`, `deleteWorkflow` and the Stripe webhook. */
export const paymentsModule: ServerModule = {
  name: 'payments',
  operations: {
    listPayments,
    getPayment,
    createPaymentSession: actions.createPaymentSession,
    confirmSandboxPayment: actions.confirmSandboxPayment,
    startOrder: actions.startOrder,
    releaseEscrow: actions.releaseEscrow,
    refundEscrow: actions.refundEscrow,
    deleteWorkflow: actions.deleteWorkflow,
    stripeWebhook,
  },
};
