export { type HomeSectionLink, MemberHome, type MemberHomeProps } from './member-home';
