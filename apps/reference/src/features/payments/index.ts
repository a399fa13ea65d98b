// The payments feature's public surface: routes import from here, never from its folders. Each screen adds
// its own line.
export { PaymentHistoryScreen } from './components/payment-history-screen';
