export type { SentInvitationListProps, SentInvitationView } from './sent-invitation-list';
export { SentInvitationList } from './sent-invitation-list';
