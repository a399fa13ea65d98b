export type {
  SandboxCheckoutPayment,
  SandboxCheckoutProps,
  SandboxCheckoutStatus,
} from './sandbox-checkout';
export { SandboxCheckout } from './sandbox-checkout';
