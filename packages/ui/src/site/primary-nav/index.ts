export type { PrimaryNavItem, PrimaryNavLink, PrimaryNavProps } from './primary-nav';
export { PrimaryNav } from './primary-nav';
