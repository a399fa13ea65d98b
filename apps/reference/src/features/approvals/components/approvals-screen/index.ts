export type { ApprovalsScreenProps } from './approvals-screen';
export { ApprovalsScreen } from './approvals-screen';
