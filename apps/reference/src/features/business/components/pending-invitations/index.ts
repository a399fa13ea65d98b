export { PendingInvitations, type PendingInvitationsProps } from './pending-invitations';
