// The payments feature's public surface: routes import from here, never from its folders. Each screen adds
// its own line.
export { AdminDisputesScreen } from './components/admin-disputes-screen';
export { CheckoutScreen } from './components/checkout-screen';
export { PaymentHistoryScreen } from './components/payment-history-screen';
export { PayoutsScreen } from './components/payouts-screen';
