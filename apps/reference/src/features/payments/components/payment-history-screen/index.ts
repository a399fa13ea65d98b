export { PaymentHistoryScreen } from './payment-history-screen';
