export type { MemberGrantValues, MemberListProps, MemberView } from './member-list';
export { LAST_ADMIN_MESSAGE, LAST_ADMIN_ROLE_MESSAGE, MemberList } from './member-list';
