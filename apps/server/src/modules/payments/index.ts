// The payments module's only door: its operations for app.ts. Payments are read here; the payment flow
// (sessions, escrow, the provider's webhook) writes them.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { listPayments } from './handlers.ts';

/** Escrow payments (contract tag `payments`): the read side. */
export const paymentsModule: ServerModule = {
  name: 'payments',
  operations: { listPayments },
};
