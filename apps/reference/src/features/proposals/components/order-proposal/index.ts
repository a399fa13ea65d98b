export { OrderProposal } from './order-proposal';
