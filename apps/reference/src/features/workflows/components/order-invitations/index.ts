export { OrderInvitations } from './order-invitations';
