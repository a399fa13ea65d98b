export { ApprovalRulesScreen } from './approval-rules-screen';
