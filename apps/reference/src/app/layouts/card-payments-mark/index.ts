export { CardPaymentsMark } from './card-payments-mark';
