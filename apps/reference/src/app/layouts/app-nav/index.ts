export { AppNav, profileMenuItems } from './app-nav';
