// The payments feature's public surface: routes import from here, never from its folders.
export { CheckoutScreen } from './components/checkout-screen';
