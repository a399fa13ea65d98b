export { SecondaryNav, secondaryNavItems } from './secondary-nav';
