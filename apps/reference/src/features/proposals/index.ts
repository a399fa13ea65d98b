// The proposals feature's public surface: routes import from here, never from its folders.
export { OrderProposal } from './components/order-proposal';
export { ProposalResponseScreen } from './components/proposal-response-screen';
