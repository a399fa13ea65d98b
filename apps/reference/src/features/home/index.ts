export { MemberHome } from './components/member-home';
