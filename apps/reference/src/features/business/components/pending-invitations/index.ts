export { PendingInvitations } from './pending-invitations';
