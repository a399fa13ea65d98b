// The approvals feature's public surface: routes import from here, never from its folders.
export { ApprovalRulesScreen } from './components/approval-rules-screen';
export { ApprovalsScreen } from './components/approvals-screen';
