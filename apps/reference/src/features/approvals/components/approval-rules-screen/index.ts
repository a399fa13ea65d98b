export type { ApprovalRulesScreenProps } from './approval-rules-screen';
export { ApprovalRulesScreen } from './approval-rules-screen';
