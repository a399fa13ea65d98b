export type { ProposalFormValues, ProposalRfpTerms } from './proposal-checks';
export type { ProposalFormProps } from './proposal-form';
export { ProposalForm } from './proposal-form';
