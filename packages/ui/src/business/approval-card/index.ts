export type { ApprovalCardProps, ApprovalView } from './approval-card';
export { ApprovalCard, DECLINE_REASON_MAX } from './approval-card';
