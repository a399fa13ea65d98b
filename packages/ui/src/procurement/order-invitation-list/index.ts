export type { OrderInvitationListProps, OrderInvitationView } from './order-invitation-list';
export { OrderInvitationList } from './order-invitation-list';
