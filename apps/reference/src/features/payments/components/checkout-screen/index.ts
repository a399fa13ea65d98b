export { CheckoutScreen, PAYMENT_SUCCESSFUL } from './checkout-screen';
