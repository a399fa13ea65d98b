export { PROPOSAL_REVISED, PROPOSAL_SUBMITTED, ProposalResponseScreen } from './proposal-response-screen';
