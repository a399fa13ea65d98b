export { SecondaryNav } from './secondary-nav';
