export { LazyOrderProposal as OrderProposal } from './lazy-order-proposal';
