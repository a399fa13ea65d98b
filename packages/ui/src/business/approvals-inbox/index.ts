export type { ApprovalsInboxProps } from './approvals-inbox';
export { ApprovalsInbox } from './approvals-inbox';
