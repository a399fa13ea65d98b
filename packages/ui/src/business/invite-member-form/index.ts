export type { InviteMemberFormProps, InviteMemberValues } from './invite-member-form';
export { INVITATION_SENT_MESSAGE, InviteMemberForm } from './invite-member-form';
