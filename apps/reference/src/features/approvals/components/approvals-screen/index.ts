export { ApprovalsScreen } from './approvals-screen';
