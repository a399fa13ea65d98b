export { NavStrip } from './nav-strip';
