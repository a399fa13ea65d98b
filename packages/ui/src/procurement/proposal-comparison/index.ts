export type { ProposalComparisonProps } from './proposal-comparison';
export { ProposalComparison } from './proposal-comparison';
