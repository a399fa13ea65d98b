export { PROPOSAL_SUBMITTED, ProposalResponseScreen } from './proposal-response-screen';
