export type { MemberListProps, MemberView } from './member-list';
export { LAST_ADMIN_MESSAGE, MemberList } from './member-list';
