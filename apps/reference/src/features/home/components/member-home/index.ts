export { MemberHome, type MemberHomeProps } from './member-home';
