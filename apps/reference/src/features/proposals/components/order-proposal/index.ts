export { OrderProposal, type OrderProposalProps } from './order-proposal';
