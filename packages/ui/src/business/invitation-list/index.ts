export type { InvitationListProps, InvitationView } from './invitation-list';
export { InvitationList } from './invitation-list';
