export { type HomeSectionLink, MemberHome, type MemberHomeProps } from './components/member-home';
