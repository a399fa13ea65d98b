export { ProposalResponseScreen } from './proposal-response-screen';
