export type { ProposalListProps } from './proposal-list';
export { ACCEPT_FAILED, ProposalList, proposalStatusLabel, WITHDRAW_FAILED } from './proposal-list';
