export { NavStrip, type NavStripProps } from './nav-strip';
