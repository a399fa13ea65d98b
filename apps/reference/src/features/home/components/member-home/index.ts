export { MemberHome } from './member-home';
