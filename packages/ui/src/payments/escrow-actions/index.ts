export type {
  EscrowActionsProps,
  EscrowFailure,
  EscrowMove,
  EscrowPaymentView,
  EscrowRole,
} from './escrow-actions';
export { EscrowActions } from './escrow-actions';
