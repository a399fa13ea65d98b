export { MemberHome, type MemberHomeProps } from './components/member-home';
