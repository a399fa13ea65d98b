export type { ProposalListProps } from './proposal-list';
export { ACCEPT_FAILED, ProposalList, proposalStatusLabel } from './proposal-list';
