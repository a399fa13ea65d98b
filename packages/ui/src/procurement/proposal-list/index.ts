export type { ProposalStatus, ProposalView, StructuredTermsView } from '../../views/proposal-view';
export type { ProposalListProps } from './proposal-list';
export { ACCEPT_FAILED, ProposalList, proposalStatusLabel } from './proposal-list';
